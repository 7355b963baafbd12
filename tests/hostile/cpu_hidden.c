/* Hostile (issue 39): hides CPU time where the usual accounting does not look. SIGCHLD ignored,
 * so the kernel reaps its children and their time reaches no one's cutime; its main thread at
 * SCHED_IDLE behind them, so it sits "waiting for a CPU" while the wall clock runs. 60 children
 * of ~50 ms CPU each, two at a time (about 3 s of CPU), then an answer. Expected under a 1 s
 * limit: TLE, never AC with the parent's few milliseconds. Bounded: 60 children. */
#define _GNU_SOURCE
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

static double cpu_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(void) {
    signal(SIGCHLD, SIG_IGN);
    struct sched_param idle = {0};
    sched_setscheduler(0, SCHED_IDLE, &idle);
    for (int i = 0; i < 60; i++) {
        if (fork() == 0) {
            volatile unsigned long spin = 0;
            while (cpu_now() < 0.05) spin++;
            _exit(0);
        }
        if (i % 2 == 1) usleep(40000);
    }
    sleep(1);
    puts("unsolvable");
    return 0;
}

/* Hostile (issue 39): tries every way out of the box it knows and prints one line a probe,
 * `NAME: blocked` or `NAME: OPEN`. Its arguments and each input line are paths to read (answers,
 * .git, a 0600 root file) or, after `exec `, programs to run; `port N` is a TCP port on the
 * machine's loopback. Also: /dev/tty and TIOCSTI, a controlling terminal, descriptors it was
 * given past 0-2, root, keys and SysV memory left by an earlier run (then leaves its own for the
 * next), the network. Expected: blocked, every line. Bounded: no loops but over its input. */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <dirent.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/shm.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static void say(const char *name, const char *what, int open) {
    printf("%s%s%s: %s\n", name, what[0] ? " " : "", what, open ? "OPEN" : "blocked");
}

static void try_read(const char *path) {
    int fd = open(path, O_RDONLY);
    char byte;
    int open_ = fd >= 0 && read(fd, &byte, 1) >= 0;
    if (fd >= 0) close(fd);
    say("read", path, open_);
}

static void try_exec(const char *path) {
    pid_t child = fork();
    if (child == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execl(path, path, "--version", (char *)0);
        _exit(127);
    }
    int status = 0;
    waitpid(child, &status, 0);
    say("exec", path, WIFEXITED(status) && WEXITSTATUS(status) != 127);
}

static void try_port(int port) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    a.sin_port = htons(port);
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    say("connect", "loopback", s >= 0 && connect(s, (struct sockaddr *)&a, sizeof a) == 0);
    if (s >= 0) close(s);
}

static int extra_descriptors(void) {
    DIR *d = opendir("/proc/self/fd");
    if (!d) return 1;
    int extra = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        int fd = atoi(e->d_name);
        if (e->d_name[0] != '.' && fd > 2 && fd != dirfd(d)) extra = 1;
    }
    closedir(d);
    return extra;
}

static int controlling_terminal(void) {
    FILE *f = fopen("/proc/self/stat", "r");
    char line[1024] = {0};
    if (!f || !fgets(line, sizeof line, f)) return 1;
    fclose(f);
    char *rest = strrchr(line, ')');
    int tty = -1;
    if (rest) sscanf(rest + 2, "%*c %*d %*d %*d %d", &tty);
    return tty != 0;
}

static void carried_state(void) {
    FILE *f = fopen("/proc/keys", "r");
    char line[512];
    int seen = 0;
    while (f && fgets(line, sizeof line, f)) seen |= strstr(line, "npuzzle-escape") != 0;
    if (f) fclose(f);
    say("keys", "of an earlier run", seen);
    syscall(SYS_add_key, "user", "npuzzle-escape", "note", 4, -4 /* user keyring */);
    syscall(SYS_add_key, "user", "npuzzle-escape", "note", 4, -3 /* session keyring */);
    int shm = shmget(0x6e707a39, 4096, 0600);
    say("shm", "of an earlier run", shm >= 0);
    shmget(0x6e707a39, 4096, IPC_CREAT | 0600);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) try_read(argv[i]);
    char line[4096];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        if (strncmp(line, "exec ", 5) == 0) try_exec(line + 5);
        else if (strncmp(line, "port ", 5) == 0) try_port(atoi(line + 5));
        else if (line[0]) try_read(line);
    }
    int tty = open("/dev/tty", O_RDWR);
    say("tty", "", tty >= 0);
    int pushed = 0;
    for (int fd = 0; fd < 3; fd++) {
        char c = '#';
        pushed |= ioctl(fd, TIOCSTI, &c) == 0;
    }
    say("tiocsti", "", pushed);
    say("controlling terminal", "", controlling_terminal());
    say("descriptors", "past 2", extra_descriptors());
    say("root", "", getuid() == 0 || geteuid() == 0);
    carried_state();
    return 0;
}

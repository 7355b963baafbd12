/* Hostile (issue 39): fills the disk and leaves a note for the next run. Reserves 20 x 255 MB
 * with fallocate in its working folder, then builds a 3,000-level folder chain there (deeper than
 * the 1,024 descriptors a removal holding one a level could open) with a note at its bottom.
 * Prints `reserved N MB`, `depth D`, and `note of an earlier run: blocked|OPEN` (looked for
 * before leaving its own). Expected: far less than 5 GB reserved, no note. Bounded: 20 files,
 * 3,000 levels. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
    int found = access("npuzzle-note-top", F_OK) == 0;
    printf("note of an earlier run: %s\n", found ? "OPEN" : "blocked");
    long reserved = 0;
    for (int i = 0; i < 20; i++) {
        char name[32];
        snprintf(name, sizeof name, "fill-%d", i);
        int fd = open(name, O_WRONLY | O_CREAT, 0600);
        if (fd < 0 || fallocate(fd, 0, 0, 255L << 20) != 0) {
            if (fd >= 0) close(fd);
            break;
        }
        close(fd);
        reserved += 255;
    }
    printf("reserved %ld MB\n", reserved);
    fflush(stdout);
    for (int i = 0; i < 20; i++) {
        char name[32];
        snprintf(name, sizeof name, "fill-%d", i);
        unlink(name);
    }
    int depth = 0;
    close(open("npuzzle-note-top", O_WRONLY | O_CREAT, 0600));
    while (depth < 3000 && mkdir("d", 0700) == 0 && chdir("d") == 0) depth++;
    close(open("note", O_WRONLY | O_CREAT, 0600));
    printf("depth %d\n", depth);
    return 0;
}

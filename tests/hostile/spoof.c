/* Hostile (issue 39): repaints the judge's report. Writes carriage returns, ANSI escapes (cursor
 * up, erase line, green) and a fake AC row to stdout and stderr, rings the bell, then fails, so
 * the judge shows its last stderr line. Expected: the report shows those bytes escaped, no
 * control character reaches the terminal. */
#include <stdio.h>
int main(void) {
    printf("\r\033[2K\033[32m01-sample              AC\033[0m\a\n");
    fprintf(stderr, "\033[1A\r\033[2K\033[32mAC  all cases\033[0m\b\b\r01-sample AC\n");
    return 1;
}

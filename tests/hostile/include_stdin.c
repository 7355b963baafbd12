/* Hostile (issue 39): includes /dev/stdin: the compile reads its own (empty) stdin, and a judge
 * that hashed every file the compile read would read its own stdin for the cache key, and wait
 * for it to close (on a terminal: forever). Expected: the judge does not hang. */
static const char input[] = {
#include "/dev/stdin"
    0};
int main(void) { return input[0]; }

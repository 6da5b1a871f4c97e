# cufemu-gdb.py — gdb commands for programs built with `cufc -g -gpu=emu`
# (docs/emulation.md, "Debugging with gdb").  Load it with
#     (gdb) source <cufc>/include/cufemu-gdb.py
# Indices are Fortran's (from 1), as threadIdx%x is in the source;
# gdb's own `p threadIdx` shows the C values (from 0).
#
#   cufemu where                   kernel, block and thread being run
#   cufemu threads                 the threads of this block and where they wait
#   cufemu thread X [Y [Z]] [block BX [BY [BZ]]]
#                                  run on until that thread reaches this line
import gdb

STATES = {0: "ready", 1: "syncthreads", 2: "warp collective", 3: "finished"}


def _dim(name):
    v = gdb.parse_and_eval(name)
    return int(v["x"]), int(v["y"]), int(v["z"])


def _worker():
    w = gdb.parse_and_eval("'sched.c'::W")
    if int(w) == 0 or int(w["L"]) == 0:
        raise gdb.GdbError("cufemu: this host thread is not running a kernel")
    return w


class Cufemu(gdb.Command):
    """Commands for CUDA Fortran kernels run by cufc's emulator (-gpu=emu)."""

    def __init__(self):
        super().__init__("cufemu", gdb.COMMAND_USER, prefix=True)


class Where(gdb.Command):
    """Kernel, block and thread (Fortran indices) this host thread runs."""

    def __init__(self):
        super().__init__("cufemu where", gdb.COMMAND_USER)

    def invoke(self, arg, from_tty):
        w = _worker()
        t, b = _dim("threadIdx"), _dim("blockIdx")
        print("kernel %s, block (%d,%d,%d), thread (%d,%d,%d)" % (
            w["L"]["kernel"].string(), b[0] + 1, b[1] + 1, b[2] + 1, t[0] + 1, t[1] + 1, t[2] + 1))


class Threads(gdb.Command):
    """The threads of the current block: state, and the loop a waiting thread spins in."""

    def __init__(self):
        super().__init__("cufemu threads", gdb.COMMAND_USER)

    def invoke(self, arg, from_tty):
        w = _worker()
        if int(w["L"]["straight"]):
            print("this kernel runs each thread to its end, one after the other: "
                  "the threads before this one have finished, the others have not started")
            return
        cur = int(w["cur"])
        runs = []  # [first, last, state]: consecutive threads alike
        for i in range(int(w["n"])):
            f = w["f"][i]
            state = STATES.get(int(f["state"]), "?")
            if int(f["wait_file"]):
                state = "wait loop at %s:%d" % (f["wait_file"].string(), int(f["wait_line"]))
            if i == cur:
                state += "  <- this one"
            if runs and runs[-1][2] == state and i != cur + 1:
                runs[-1][1] = i
            else:
                runs.append([i, i, state])
        for first, last, state in runs:
            a, b = w["f"][first]["tid"], w["f"][last]["tid"]
            name = "thread (%d,%d,%d)" % (int(a["x"]) + 1, int(a["y"]) + 1, int(a["z"]) + 1)
            if last > first:
                name = "threads (%d,%d,%d) to (%d,%d,%d)" % (int(a["x"]) + 1, int(a["y"]) + 1, int(a["z"]) + 1,
                                                            int(b["x"]) + 1, int(b["y"]) + 1, int(b["z"]) + 1)
            print("%s: %s" % (name, state))


class Thread(gdb.Command):
    """cufemu thread X [Y [Z]] [block BX [BY [BZ]]]: continue until that thread
(of that block, Fortran indices) reaches the current line."""

    def __init__(self):
        super().__init__("cufemu thread", gdb.COMMAND_USER)

    def invoke(self, arg, from_tty):
        words = arg.split()
        blk = []
        if "block" in words:
            k = words.index("block")
            blk, words = words[k + 1:], words[:k]
        if not words:
            raise gdb.GdbError("usage: cufemu thread X [Y [Z]] [block BX [BY [BZ]]]")
        cond = ["threadIdx.%s == %d" % (c, int(v) - 1) for c, v in zip("xyz", words)]
        cond += ["blockIdx.%s == %d" % (c, int(v) - 1) for c, v in zip("xyz", blk)]
        sal = gdb.selected_frame().find_sal()
        if not sal.symtab:
            raise gdb.GdbError("cufemu: no source line here")
        # only the new breakpoint may stop the program on the way
        others = [b for b in gdb.breakpoints() if b.enabled]
        for b in others:
            b.enabled = False
        gdb.execute("tbreak %s:%d if %s" % (sal.symtab.filename, sal.line, " && ".join(cond)))
        try:
            gdb.execute("continue")
        finally:
            for b in others:
                if b.is_valid():
                    b.enabled = True


Cufemu()
Where()
Threads()
Thread()

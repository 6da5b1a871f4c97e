# cufemu-gdb.py — gdb commands for programs built with `cufc -g -gpu=emu`
# (docs/emulation.md, "Debugging with gdb").  Load it with
#     (gdb) source <cufc>/include/cufemu-gdb.py
# Indices are Fortran's (from 1), as threadIdx%x is in the source;
# gdb's own `p threadIdx` shows the C values (from 0).
#
#   cufemu break NAME | MODULE::NAME
#                                  break in a kernel or device procedure by its
#                                  Fortran name (its C++ name is cufk_MODULE_NAME)
#   cufemu print EXPR              EXPR in Fortran: threadidx%x (from 1), a(i, j)
#                                  of any array of the kernel (its own bounds)
#   cufemu where                   kernel, block and thread being run
#   cufemu threads                 the threads of this block and where they wait
#   cufemu thread X [Y [Z]] [block BX [BY [BZ]]]
#                                  run on until that thread reaches this line
import re

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


class Break(gdb.Command):
    """cufemu break NAME | MODULE::NAME: a breakpoint at the start of each kernel or
device procedure of that Fortran name (in every module, for a plain NAME)."""

    def __init__(self):
        super().__init__("cufemu break", gdb.COMMAND_BREAKPOINTS)

    def invoke(self, arg, from_tty):
        name = arg.strip().lower()
        if not re.fullmatch(r"(\w+::)?\w+", name):
            raise gdb.GdbError("usage: cufemu break NAME | MODULE::NAME")
        listing = gdb.execute("info functions -q -n ^cuf[kd]_", to_string=True)
        cnames = sorted(set(re.findall(r"\b(cuf[kd]_\w+)\(", listing)))
        if "::" in name:
            module, proc = name.split("::")
            wanted = [c for c in cnames if c[5:] == "%s_%s" % (module, proc)]
        else:
            wanted = [c for c in cnames if c[5:].endswith("_" + name)]
        if not wanted:
            raise gdb.GdbError("cufemu: no kernel or device procedure named '%s'" % arg.strip())
        for c in wanted:
            gdb.Breakpoint(c)


# Fortran's built-in variables of device code (guide 3.6), as C expressions
BUILTINS = {"threadidx": "(threadIdx.%s + 1)", "blockidx": "(blockIdx.%s + 1)",
            "blockdim": "blockDim.%s", "griddim": "gridDim.%s"}


def _split_args(text):
    """The top-level comma-separated parts of text."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def _bound(name, kind, k):
    """cuf_lb<k>_<name> / cuf_n<k>_<name>, the bounds of an explicit-shape array
    (cufc -g names each one), or None."""
    try:
        return int(gdb.parse_and_eval("cuf_%s%d_%s" % (kind, k, name)))
    except gdb.error:
        return None


def _c_name(name):
    """The C name of Fortran variable name here: itself for a local or dummy,
    cufv_<module>_<name> for a module variable."""
    try:
        if gdb.lookup_symbol(name)[0] is not None:
            return name
    except gdb.error:  # no frame
        pass
    listing = gdb.execute("info variables -q -n ^cufv_\\w*_%s$" % name, to_string=True)
    found = sorted(set(re.findall(r"\b(cufv_\w+_%s)\b" % name, listing)))
    if len(found) > 1:
        raise gdb.GdbError("cufemu: '%s' is ambiguous: %s" % (name, ", ".join(found)))
    return found[0] if found else name


def _element(name, subscripts):
    """C text of element name(subscripts) (Fortran subscripts, already C text)."""
    idx = [int(gdb.parse_and_eval(s)) for s in subscripts]
    name = _c_name(name)
    var = gdb.parse_and_eval(name)
    if var.type.strip_typedefs().code == gdb.TYPE_CODE_STRUCT:  # cuf_array descriptor
        off = sum(int(var["sm"][k]) * (i - int(var["lb"][k])) for k, i in enumerate(idx))
        return "%s.base[%d]" % (name, off)
    off, stride = 0, 1
    for k, i in enumerate(idx, start=1):
        lb, n = _bound(name, "lb", k), _bound(name, "n", k)
        if lb is None and n is not None:
            lb = 1  # an extent without a named lower bound
        if lb is None or (n is None and k < len(idx)):
            raise gdb.GdbError("cufemu: the bounds of '%s' are unknown here (build with -g)" % name)
        if n is not None and not lb <= i < lb + n:
            raise gdb.GdbError("cufemu: subscript %d of '%s' is %d, outside its bounds %d:%d" %
                               (k, name, i, lb, lb + n - 1))
        off += stride * (i - lb)
        stride *= n if n is not None else 1
    return "%s[%d]" % (name, off)


def fortran_to_c(expr):
    """Fortran expression -> C expression gdb evaluates in the kernel's frame."""
    out, i = [], 0
    while i < len(expr):
        m = re.match(r"[A-Za-z_]\w*", expr[i:])
        if not m:
            out.append("." if expr[i] == "%" else expr[i])
            i += 1
            continue
        word, i = m.group(0), i + m.end()
        if out and out[-1] == ".":  # a component: x of t%x
            out.append(word)
            continue
        comp = re.match(r"\s*%\s*([xyz])\b", expr[i:], re.I)
        if word.lower() in BUILTINS and comp:
            out.append(BUILTINS[word.lower()] % comp.group(1).lower())
            i += comp.end()
        elif word.lower() == "warpsize":
            out.append("32")
        elif expr[i:i + 1] == "(":
            depth, j = 0, i
            while True:
                depth += {"(": 1, ")": -1}.get(expr[j], 0)
                if depth == 0:
                    break
                j += 1
                if j == len(expr):
                    raise gdb.GdbError("cufemu: unbalanced parentheses")
            subs = [fortran_to_c(a) for a in _split_args(expr[i + 1:j])]
            out.append(_element(word, subs))
            i = j + 1
        else:
            out.append(_c_name(word))
    return "".join(out)


class Print(gdb.Command):
    """cufemu print EXPR: EXPR in Fortran terms -- threadidx%x, blockidx%y, ... (from 1),
a(i, j) of an array of the kernel with its declared bounds, components with %."""

    def __init__(self):
        super().__init__("cufemu print", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        if not arg.strip():
            raise gdb.GdbError("usage: cufemu print EXPR")
        gdb.execute("print " + fortran_to_c(arg.strip()), from_tty)


Cufemu()
Break()
Print()
Where()
Threads()
Thread()

#!/usr/bin/env python3
"""gen_libs.py — writes modules/{cublas,cufft,curand,cusparse}.f90, the host
modules onto the CUDA libraries (guide 3.8.2), from the toolkit's own headers.

    modules/tools/gen_libs.py [CUDA_HOME]      (default /usr/local/cuda)

Every interface body is a bind(c) declaration of one C prototype read from the
header, so names, argument order and types are the library's.  The hand-written
part of each module (derived types, helpers, comments) is modules/tools/<m>.f90.in;
its markers are replaced:
    @@CONSTANTS@@   named constants of the enums and #defines listed below
    @@INTERFACES@@  the bind(c) interface bodies and generic interfaces
    @@WRAPPERS@@    module procedures behind the generics (after CONTAINS)
    @@CUDA_DATA_TYPES@@  use cudafor, only: the cudaDataType constants (CUDA_R_32F, ...)

Mapping of C parameters (host representation of device data: DESIGN.md — a
device array on the host is a POINTER array whose target is device memory, so
passing it to an assumed-size dummy passes the device address):
    int, enum, float, double, cuComplex, size_t, ... by value -> same kind, VALUE
    T *name, name an array parameter of the library       -> T :: name(*)
    T *name, any other name (alpha, beta, result, ...)     -> T :: name (by reference)
    void *name                                             -> type(*) :: name(*)
    void *name, name one value (alpha, beta of cuSPARSE)    -> type(*) :: name
    void **name                                            -> type(c_devptr) :: name
    T *const name[] (an array of device pointers, batched)  -> type(c_devptr) :: name(*)
    opaque handle H (by value / H*)                        -> type(H), VALUE / type(H)
Prototypes with parameters outside this table (arrays of pointers, __half,
cudaDataType, ...) are left out; the module header lists what is in.

A wide integer passed by value (size_t, long long) would force callers to
write 8-byte integers, so each such function also gets a generic of its own
name with a module procedure taking default integers (suffix _i4).  Generic
resolution goes by type, kind and rank (F2018 15.5.5.2), so an assumed-size
dummy of a generic's specific takes rank-1 actuals only, where nvfortran's
modules (ignore_tkr (r)) take any rank: a generic whose function has array
parameters is made of module procedures (suffixes _i8 and _i4, and a
module's `variants` with other data types) whose arrays are assumed-rank and
contiguous, calling the C function under the private name cufc_<name> with
the arrays' addresses.
"""
import os
import re
import sys

CUDA = sys.argv[1] if len(sys.argv) > 1 else "/usr/local/cuda"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)

SCALARS = {
    "int": "integer(c_int)", "unsigned int": "integer(c_int)", "unsigned": "integer(c_int)",
    "float": "real(c_float)", "double": "real(c_double)",
    "cuComplex": "complex(c_float_complex)", "cuDoubleComplex": "complex(c_double_complex)",
    "cuFloatComplex": "complex(c_float_complex)",
    "cufftReal": "real(c_float)", "cufftDoubleReal": "real(c_double)",
    "cufftComplex": "complex(c_float_complex)", "cufftDoubleComplex": "complex(c_double_complex)",
    "size_t": "integer(c_size_t)", "long long": "integer(c_long_long)",
    "long long int": "integer(c_long_long)", "unsigned long long": "integer(c_long_long)",
    "unsigned long long int": "integer(c_long_long)", "int64_t": "integer(c_int64_t)",
    "cudaStream_t": "integer(cuda_stream_kind)", "cufftHandle": "integer(c_int)",
    "char": "character(kind=c_char)", "signed char": "character(kind=c_char)",
}
WIDE = {"integer(c_size_t)", "integer(c_long_long)", "integer(c_int64_t)"}


class Module:
    def __init__(self, name, header, api, handles, enums, defines, arrays, select, aliases=(),
                 generics=(), overrides=None, skip=(), enum_headers=(), void_scalars=(),
                 blas_names=None, variants=None):
        self.name = name
        self.header = header          # header file names under include/
        self.enum_headers = list(enum_headers)   # headers read for enum types only
        self.api = api                # the calling-convention macro before the function name
        self.handles = handles        # C opaque handle type -> Fortran derived type
        self.enums = enums            # typedef names of enums whose constants we export
        self.defines = defines        # #define names we export as constants
        self.arrays = arrays          # pointer parameter names that are arrays
        self.select = select          # function names: a regex, full match
        self.aliases = aliases        # (generic name, specific) pairs
        self.generics = generics      # (generic name, [functions]) extra memberships: their specifics
        self.variants = variants or {}  # function -> [(suffix, {array parameter: Fortran type})]
        self.overrides = overrides or {}   # (function, param) -> Fortran declaration
        self.skip = set(skip)
        self.void_scalars = set(void_scalars)   # void * parameters that take one value (alpha)
        self.blas_names = blas_names  # (legacy header, v2 header): BLAS names on device arrays


MODULES = [
    Module("cublas", ["cublas_api.h", "cublas.h"], "CUBLASWINAPI",
           {"cublasHandle_t": "cublasHandle"},
           ["cublasStatus_t", "cublasFillMode_t", "cublasDiagType_t", "cublasSideMode_t",
            "cublasOperation_t", "cublasPointerMode_t", "cublasAtomicsMode_t", "cublasMath_t"],
           [],
           {"A", "B", "C", "AP", "x", "y", "param", "sparam", "devicePtr", "P", "devIpiv",
            "devInfoArray"},
           # legacy API (cublas.h): every BLAS routine and the CUDA 3.2 helpers;
           # v2 API: the BLAS routines (..._v2), the 4.0 helpers, a few BLAS-like
           # extensions and the batched routines (arrays of device pointers);
           # the 64-bit-index (_64) and Ex variants are not in.
           r"cublas(Init|Shutdown|GetError|Alloc|Free|SetKernelStream"
           r"|[SDCZI][a-z0-9]+"
           r"|[A-Za-z0-9]+_v2"
           r"|(Set|Get)(Vector|Matrix)(Async)?|(Set|Get)(AtomicsMode|MathMode)"
           r"|[SDCZ](geam|dgmm|gemmStridedBatched)"
           r"|[SDCZ](gemv|gemm|trsm|getrf|getri|getrs|matinv|geqrf|gels)Batched)",
           aliases=[("cublasCreate", "cublasCreate_v2"), ("cublasDestroy", "cublasDestroy_v2"),
                    ("cublasGetVersion", "cublasGetVersion_v2"), ("cublasSetStream", "cublasSetStream_v2"),
                    ("cublasGetStream", "cublasGetStream_v2"),
                    ("cublasGetPointerMode", "cublasGetPointerMode_v2"),
                    ("cublasSetPointerMode", "cublasSetPointerMode_v2")],
           overrides=dict([(("cublasFree", "devicePtr"), "type(c_devptr), value :: devicePtr")] +
                          # one info per matrix (getrs, geqrf and gels take one host info)
                          [(("cublas%s%sBatched" % (t, r), "info"), "integer(c_int) :: info(*)")
                           for t in "SDCZ" for r in ("getrf", "getri", "matinv")]),
           # legacy cublasGetVersion(int*) would clash with the 4.0 helper of that name (guide 3.8.2)
           skip=["cublasGetVersion"],
           blas_names=("cublas.h", "cublas_api.h")),
    Module("cufft", ["cufft.h"], "CUFFTAPI", {},
           ["cufftResult", "cufftType", "cufftCompatibility"],
           ["CUFFT_FORWARD", "CUFFT_INVERSE"],
           {"n", "inembed", "onembed", "idata", "odata"},
           r"cufft(Plan(1d|2d|3d|Many)|MakePlan(1d|2d|3d|Many)|Estimate(1d|2d|3d|Many)|GetSize(1d|2d|3d|Many)?"
           r"|Create|Destroy|Exec(C2C|R2C|C2R|Z2Z|D2Z|Z2D)|SetStream|GetVersion|SetAutoAllocation"
           r"|SetWorkArea)",
           # data of the transforms: typed as the header types them (library
           # interfaces LIB-CUFFT-040..045), so that a user generic of, say,
           # cufftExecC2C and cufftExecZ2Z tells them apart; the complex side of
           # R2C/D2Z and C2R/Z2D takes any type, for in-place transforms that
           # pass the real array (LIB-CUFFT-047; PGI's module ignores its type)
           overrides={(f, p): "type(*) :: %s(*)" % p
                      for f, p in [("cufftExecR2C", "odata"), ("cufftExecD2Z", "odata"),
                                   ("cufftExecC2R", "idata"), ("cufftExecZ2D", "idata")]}),
    Module("curand", ["curand.h"], "CURANDAPI",
           {"curandGenerator_t": "curandGenerator"},
           ["curandStatus_t", "curandRngType_t", "curandOrdering_t", "curandDirectionVectorSet_t",
            "curandMethod_t"],
           [],
           {"outputPtr"},
           r"curand(CreateGenerator|CreateGeneratorHost|DestroyGenerator|GetVersion|SetStream"
           r"|SetPseudoRandomGeneratorSeed|SetGeneratorOffset|SetGeneratorOrdering"
           r"|SetQuasiRandomGeneratorDimensions|Generate|GenerateLongLong|GenerateUniform(Double)?"
           r"|GenerateNormal(Double)?|GenerateLogNormal(Double)?|GeneratePoisson|GenerateSeeds)",
           generics=[("curandGenerateUniform", ["curandGenerateUniformDouble"]),
                     ("curandGenerateNormal", ["curandGenerateNormalDouble"]),
                     ("curandGenerateLogNormal", ["curandGenerateLogNormalDouble"])],
           # curandGenerate also fills a real(4) array with the same 32 random
           # bits (nvfortran's generic; library interfaces LIB-CURAND-020)
           variants={"curandGenerate": [("_r4", {"outputPtr": "real(c_float)"})]}),
    Module("cusparse", ["cusparse.h"], "CUSPARSEAPI",
           {"cusparseHandle_t": "cusparseHandle", "cusparseMatDescr_t": "cusparseMatDescr",
            # the generic API's descriptors; a Const one is the same pointer
            "cusparseSpVecDescr_t": "cusparseSpVecDescr", "cusparseConstSpVecDescr_t": "cusparseSpVecDescr",
            "cusparseDnVecDescr_t": "cusparseDnVecDescr", "cusparseConstDnVecDescr_t": "cusparseDnVecDescr",
            "cusparseSpMatDescr_t": "cusparseSpMatDescr", "cusparseConstSpMatDescr_t": "cusparseSpMatDescr",
            "cusparseDnMatDescr_t": "cusparseDnMatDescr", "cusparseConstDnMatDescr_t": "cusparseDnMatDescr"},
           ["cusparseStatus_t", "cusparsePointerMode_t", "cusparseAction_t", "cusparseMatrixType_t",
            "cusparseFillMode_t", "cusparseDiagType_t", "cusparseIndexBase_t", "cusparseOperation_t",
            "cusparseDirection_t", "cusparseFormat_t", "cusparseOrder_t", "cusparseIndexType_t",
            "cusparseSpMVAlg_t", "cusparseSpMMAlg_t"],
           [],
           set(),
           r"cusparse(Create|Destroy|GetVersion|SetStream|GetStream|GetPointerMode|SetPointerMode"
           r"|CreateMatDescr|DestroyMatDescr|CopyMatDescr|(Set|Get)Mat(Type|FillMode|DiagType|IndexBase)"
           # the generic API (CUDA 10.1+): descriptors, SpMV, SpMM, SpVV, Axpby
           r"|(Create|Destroy)(Const)?(SpVec|DnVec|DnMat)|Create(Const)?(Csr|Csc|Coo)|DestroySpMat"
           r"|(DnVec|DnMat)(Get|GetValues|SetValues)|SpMatGetSize|CsrSetPointers"
           r"|(SpMV|SpMM|SpVV|Axpby)(_bufferSize)?)",
           enum_headers=["library_types.h"], void_scalars={"alpha", "beta", "result"}),
    Module("cusolverDn", ["cusolverDn.h"], "CUSOLVERAPI",
           {"cusolverDnHandle_t": "cusolverDnHandle"},
           ["cusolverStatus_t", "cusolverEigMode_t", "cusolverEigType_t", "cusolverEigRange_t"],
           [],
           {"A", "B", "W", "S", "U", "VT", "tau", "TAU", "work", "Workspace", "rwork", "devIpiv", "ipiv", "C"},
           # the dense LAPACK of the fact sheet: handle, LU, Cholesky, QR,
           # symmetric eigenvalues, SVD, for S, D, C and Z
           r"cusolverDn(Create|Destroy|SetStream|GetStream"
           r"|[SDCZ](getrf|getrs|potrf|potrs|potri|geqrf|orgqr|ungqr|ormqr|unmqr|syevd|heevd|gesvd|sytrf)"
           r"(_bufferSize)?)",
           enum_headers=["cusolver_common.h", "cublas_api.h", "library_types.h"]),
]


def read_header(path):
    text = open(path).read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def c_enums(text):
    """name -> value of every enumerator, in header order."""
    values = {}
    typedefs = {}
    for m in re.finditer(r"(?:typedef\s+)?enum\s*(\w*)\s*\{([^{}]*)\}\s*(\w*)\s*\w*\s*;", text):
        body, tname = m.group(2), m.group(3) or m.group(1)
        names = []
        nxt = 0
        for item in body.split(","):
            item = item.strip()
            if not item:
                continue
            name, _, expr = item.partition("=")
            name = name.strip()
            if expr.strip():
                expr = re.sub(r"(0x[0-9a-fA-F]+|\d+)[uUlL]+", r"\1", expr.strip())
                nxt = eval(expr, {}, dict(values))
            values[name] = nxt
            names.append(name)
            nxt += 1
        typedefs[tname] = names
        if m.group(1):   # typedef enum cudaDataType_t {...} cudaDataType: both names
            typedefs[m.group(1)] = names
    # enum TAG {...}; typedef enum TAG NAME;   and   #define NAME TYPENAME
    for m in re.finditer(r"typedef\s+enum\s+(\w+)\s+(\w+)\s*;", text):
        if m.group(1) in typedefs:
            typedefs[m.group(2)] = typedefs[m.group(1)]
    for m in re.finditer(r"#define\s+(\w+)\s+(\w+)\s*\n", text):
        if m.group(2) in typedefs:
            typedefs[m.group(1)] = typedefs[m.group(2)]
    return values, typedefs


def c_defines(text, names):
    out = []
    for n in names:
        m = re.search(r"#define\s+%s\s+\(?\s*(-?(?:0x[0-9a-fA-F]+|\d+))\s*\)?" % n, text)
        out.append((n, int(m.group(1), 0)))
    return out


class Param:
    def __init__(self, decl):
        self.decl = decl.strip()
        d = re.sub(r"\bconst\b|\bstruct\b|\b__restrict__\b", " ", self.decl)
        # T *const A[]: an array of device pointers (the batched routines)
        self.pointer_array = bool(re.search(r"\*\s*\w+\s*\[\s*\]\s*$", d))
        d = re.sub(r"\[\s*\]\s*$", "", d) if self.pointer_array else d
        self.unmappable = "[" in d or "(" in d
        m = re.match(r"\s*(.*?)\s*([*\s]*)\s*(\w+)\s*$", d.replace("*", " * "))
        base = " ".join(m.group(1).split()) if m else ""
        self.depth = d.count("*")
        self.name = m.group(3) if m else ""
        self.base = base.replace("*", "").strip()


def parse_functions(text, api):
    funcs = []
    pat = re.compile(r"([A-Za-z_]\w*)\s*(\*?)\s*%s\s+(\w+)\s*\(([^)]*)\)\s*;" % api, re.S)
    for m in pat.finditer(text):
        ret, star, name, args = m.group(1), m.group(2), m.group(3), m.group(4)
        params = [] if args.strip() in ("", "void") else [Param(a) for a in args.split(",")]
        funcs.append((ret if not star else ret + "*", name, params))
    return funcs


def fortran_param(mod, enum_types, fname, p):
    """(declaration, is a wide by-value integer) or None if unmappable."""
    if (fname, p.name) in mod.overrides:
        return mod.overrides[(fname, p.name)], False
    if p.unmappable:
        return None
    if p.pointer_array:
        return "type(c_devptr) :: %s(*)" % p.name, False
    base = p.base
    if base == "void":
        if p.depth == 1:
            return "type(*) :: %s%s" % (p.name, "" if p.name in mod.void_scalars else "(*)"), False
        if p.depth == 2:
            return "type(c_devptr) :: %s" % p.name, False
        return None
    if base in mod.handles:
        t = "type(%s)" % mod.handles[base]
    elif base in SCALARS:
        t = SCALARS[base]
    elif base in enum_types:
        t = "integer(c_int)"
    else:
        return None
    if p.depth == 0:
        if t.startswith("character"):
            return "character(len=1, kind=c_char), value :: %s" % p.name, False
        return "%s, value :: %s" % (t, p.name), t in WIDE
    if p.depth == 1 and not t.startswith("character"):
        if p.name in mod.arrays:
            return "%s :: %s(*)" % (t, p.name), False
        return "%s :: %s" % (t, p.name), False
    return None


def fortran_result(mod, enum_types, ret):
    if ret == "void":
        return ""
    if ret in SCALARS and not SCALARS[ret].startswith("character"):
        return SCALARS[ret]
    if ret in enum_types:
        return "integer(c_int)"
    return None


def wrap(head, items, indent):
    """Fortran statement `head(items)` broken into continuation lines."""
    lines = []
    cur = head + "("
    for i, it in enumerate(items):
        piece = it + (", " if i + 1 < len(items) else ")")
        if len(cur) + len(piece) > 100:
            lines.append(cur.rstrip() + " &")
            cur = indent + "    "
        cur += piece
    if not items:
        cur += ")"
    lines.append(cur)
    return lines


# The enum of a v2 option -> the module function that reads a BLAS character
# option ('N'/'T'/'C', 'U'/'L', 'L'/'R', 'N'/'U') as that enum.
BLAS_OPTIONS = {"cublasOperation_t": "cufc_blas_op", "cublasFillMode_t": "cufc_blas_fill",
                "cublasSideMode_t": "cufc_blas_side", "cublasDiagType_t": "cufc_blas_diag"}


def blas_wrappers(mod, texts, enum_types, bound):
    """The BLAS names on device arrays (library interfaces 1.1): for each legacy
    routine cublas<X> (the BLAS argument list) whose cublas<X>_v2 is bound, a
    module procedure cufc_blas_<x> with the BLAS argument list that calls
    cublas<X>_v2 on the calling thread's handle (cublasGetHandle).  cufc calls
    it for `call <x>(...)` / `<x>(...)` given device or managed arrays
    (src/cuda/hostuse.c, cublas_overload).  Routines whose scalars are
    pointers (rotg, rotmg) are left to the legacy and v2 names."""
    legacy_h, v2_h = mod.blas_names
    v2 = {name: params for _, name, params in parse_functions(texts[v2_h], mod.api)}
    out = []
    for ret, name, params in parse_functions(texts[legacy_h], mod.api):
        v2name = name + "_v2"
        if v2name not in bound or not re.fullmatch(r"cublas[SDCZI][a-z0-9]+", name):
            continue
        vparams = v2[v2name][1:]
        has_result = ret != "void"
        if len(vparams) != len(params) + has_result:
            continue
        decls = [fortran_param(mod, enum_types, name, p) for p in params]
        if any(d is None for d in decls) or any(p.depth == 1 and p.name not in mod.arrays for p in params):
            continue
        w = "cufc_blas_" + name[len("cublas"):].lower()
        res = fortran_result(mod, enum_types, ret) if has_result else None
        pnames = [p.name for p in params]
        head = ("%s function %s" % (res, w)) if res else "subroutine %s" % w
        lines = wrap("  " + head, pnames, "  ")
        actual = []
        for p, (d, _), vp in zip(params, decls, vparams):
            if p.base == "char":
                lines.append("    character(len=*), intent(in) :: %s" % p.name)
                actual.append("%s(%s)" % (BLAS_OPTIONS[vp.base], p.name))
            else:
                lines.append("    " + d.replace(", value ::", ", intent(in) ::"))
                actual.append(p.name)
        if has_result:
            actual.append(w)
        lines += wrap("    call cufc_blas_status('%s', %s" % (name[len("cublas"):].lower(), v2name),
                      ["cublasGetHandle()"] + actual, "    ")
        lines[-1] += ")"
        lines.append("  end %s %s" % ("function" if res else "subroutine", w))
        out.append("\n".join(lines))
    return out


def specific(res, kind, w, callee, params, decls, wide, arrays, i4, types):
    """Module procedure w of a generic: the parameters of the C function,
    wide integers default integers when i4, arrays assumed-rank and
    contiguous (of the types `types` gives, else their own), calling callee."""
    pnames = [p.name for p in params]
    lines = wrap("  %s %s" % ((res + " function") if res else "subroutine", w), pnames, "  ")
    actual = []
    for i, ((d, _), n) in enumerate(zip(decls, pnames)):
        if i in arrays:
            d = "%s, contiguous, target :: %s(..)" % (types.get(n, d.split(" ::")[0]), n)
            actual.append("c_loc(%s)" % n)
        elif i in wide and i4:
            actual.append("int(%s, %s)" % (n, re.search(r"integer\((\w+)\)", d).group(1)))
            d = re.sub(r"integer\(c_(size_t|long_long|int64_t)\), value", "integer, intent(in)", d)
        else:
            actual.append(n)
        lines.append("    " + d)
    lines += wrap(("    %s = %s" % (w, callee)) if res else "    call %s" % callee, actual, "    ")
    lines.append("  end %s %s" % (kind, w))
    return "\n".join(lines)


def use_only(module, names):
    """`use module, only: names` broken into continuation lines."""
    return "\n".join(wrap("  use %s, only: " % module, names, "  "))[:-1].replace(": (", ": ")


def generate(mod):
    texts = {h: read_header(os.path.join(CUDA, "include", h)) for h in mod.header + mod.enum_headers}
    alltext = "\n".join(texts.values())
    values, typedefs = c_enums(alltext)
    enum_types = set(typedefs)
    consts = []
    for t in mod.enums:
        consts += [(n, values[n]) for n in typedefs[t]]
    consts += c_defines(alltext, mod.defines)

    seen = set()
    bodies, wrappers, generic_of = [], [], {}
    counts = {"functions": 0, "subroutines": 0, "left out": []}
    for h in mod.header:
        for ret, name, params in parse_functions(texts[h], mod.api):
            if name in seen or name in mod.skip or not re.fullmatch(mod.select, name):
                continue
            seen.add(name)
            res = fortran_result(mod, enum_types, ret)
            decls = [fortran_param(mod, enum_types, name, p) for p in params]
            names_lower = [p.name.lower() for p in params]
            if res is None or None in decls or len(set(names_lower)) != len(names_lower):
                counts["left out"].append(name)
                continue
            kind = "function" if res else "subroutine"
            counts["functions" if res else "subroutines"] += 1
            pnames = [p.name for p in params]
            wide = [i for i, (_, w) in enumerate(decls) if w]
            arrays = [i for i, (d, _) in enumerate(decls) if d.endswith("(*)")] if wide else []
            # a generic's function with arrays: called by its module procedures
            # under a private name, the arrays' addresses by value
            cname = "cufc_" + name if arrays else name
            head = ("%s function %s" % (res, cname)) if res else "subroutine %s" % cname
            lines = wrap("    " + head, pnames, "    ")
            lines[-1] += " &"
            lines.append("        bind(c, name='%s')" % name)
            lines.append("      import")
            lines += ["      " + ("type(c_ptr), value :: %s" % params[i].name if i in arrays else d)
                      for i, (d, _) in enumerate(decls)]
            lines.append("    end %s %s" % (kind, cname))
            if wide:
                # the generic of the same name, with a default-integer module procedure
                forms = [("_i4", True, {})]
                if arrays:
                    forms = [(v + k, i4, types) for v, types in [("", {})] + mod.variants.get(name, [])
                             for k, i4 in (("_i8", False), ("_i4", True))]
                generic_of[name] = [name] * (not arrays) + [name + f for f, _, _ in forms]
                for suffix, i4, types in forms:
                    wrappers.append(specific(res, kind, name + suffix, cname, params, decls, wide, arrays,
                                             i4, types))
            bodies.append((name, "\n".join(lines)))

    if mod.blas_names:
        wrappers += blas_wrappers(mod, texts, enum_types, {n for n, _ in bodies})
    out = []
    in_generic = {n for n, specs in generic_of.items() if n in specs}
    plain = [b for n, b in bodies if n not in in_generic]
    out.append("  interface\n" + "\n\n".join(plain) + "\n  end interface")
    hidden = ["cufc_" + n for n in generic_of if n not in in_generic]
    if hidden:
        out.append("\n".join(wrap("  private :: ", hidden, "  "))[:-1].replace(":: (", ":: "))
    for n, b in bodies:
        if n in generic_of:
            procs = [s for s in generic_of[n] if s != n]
            body = b + "\n" if n in in_generic else ""
            out.append("  interface %s\n%s%s\n  end interface %s"
                       % (n, body, "\n".join(wrap("    module procedure ", procs, "    "))[:-1]
                          .replace("procedure (", "procedure "), n))
    for g, s in mod.aliases:
        out.append("  interface %s\n    procedure :: %s\n  end interface %s" % (g, s, g))
    for g, funcs in mod.generics:
        specs = [s for f in funcs for s in generic_of.get(f, [f])]
        out.append("  interface %s\n    procedure :: %s\n  end interface %s" % (g, ", ".join(specs), g))
    const_lines = ["  integer(c_int), parameter :: %s = %d" % (n, v) for n, v in consts]

    # file names are the module's in lower case, as gfortran names the .mod
    tmpl = open(os.path.join(HERE, mod.name.lower() + ".f90.in")).read()
    n_iface = counts["functions"] + counts["subroutines"]
    summary = ("! Generated from %s: %d interfaces (%d functions, %d subroutines), %d constants."
               % (", ".join(mod.header), n_iface, counts["functions"], counts["subroutines"], len(consts)))
    if counts["left out"]:
        summary += "\n! Matched but not expressible here (left out): " + ", ".join(counts["left out"])
    # cudafor defines cudaDataType's constants (CUDA_R_32F, ...); a module
    # whose routines take one re-exports them, so that every module names the
    # same entities
    dtypes = c_enums(read_header(os.path.join(CUDA, "include", "library_types.h")))[1]["cudaDataType"]
    use_dtypes = use_only("cudafor", dtypes)
    text = (tmpl.replace("@@SUMMARY@@", summary)
                .replace("@@CUDA_DATA_TYPES@@", use_dtypes)
                .replace("@@CONSTANTS@@", "\n".join(const_lines))
                .replace("@@INTERFACES@@", "\n\n".join(out))
                .replace("@@WRAPPERS@@", "\n\n".join(wrappers)))
    with open(os.path.join(OUT, mod.name.lower() + ".f90"), "w") as f:
        f.write(text)
    print("%s: %d interfaces, %d wrappers, %d constants, %d left out"
          % (mod.name, n_iface, len(wrappers), len(consts), len(counts["left out"])))
    return [n for n, _ in bodies], [n for n, _ in consts]


def generate_cublas_v2(names, consts):
    """cublas_v2: module cublas's handle API under the short names (library
    interfaces 1.1: cublasSgemm in cublas_v2 is cublasSgemm_v2), by renaming
    USE of cublas, so both modules share one set of entities."""
    aliases = {g for g, _ in MODULES[0].aliases}
    legacy = {n for _, n, _ in parse_functions(read_header(os.path.join(CUDA, "include", "cublas.h")),
                                               MODULES[0].api)}
    only = []
    for n in names:
        if n.endswith("_v2"):
            short = n[:-3]
            only.append(short if short in aliases else "%s => %s" % (short, n))
        elif n not in legacy:
            only.append(n)
    only += consts
    uses = use_only("cublas", only)
    tmpl = open(os.path.join(HERE, "cublas_v2.f90.in")).read()
    with open(os.path.join(OUT, "cublas_v2.f90"), "w") as f:
        f.write(tmpl.replace("@@USES@@", uses))
    print("cublas_v2: %d names" % len(only))


for m in MODULES:
    names, consts = generate(m)
    if m.name == "cublas":
        generate_cublas_v2(names, consts)

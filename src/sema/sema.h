/* sema.h — semantic analysis of cufc: scopes, symbols, types and kinds,
 * attributes, constant expressions, intrinsics, generic resolution, CUDA
 * rules, module information (.cufmod, gfortran .mod).  The layer's one
 * header: the public part first (what the emitters use), then the
 * interfaces between the src/sema .c files.
 *
 * What sema_file() leaves in the AST (front.h `struct Node`):
 *   - every scoping-unit node (N_PROGRAM, N_MODULE, N_SUBMODULE,
 *     N_BLOCK_DATA, N_SUBROUTINE, N_FUNCTION, N_SEPARATE_PROC, interface
 *     bodies, N_BLOCK, N_DERIVED_TYPE) has `scope` set, and `sym` = the
 *     unit's Symbol;
 *   - every expression node has `type` set (TY_UNKNOWN after an error);
 *   - every N_NAME has `sym` set to the entity it names (for a function name
 *     used as its own result variable: the result Symbol);
 *   - N_APPLY: `op` = ApplyKind (what the parentheses mean); `sym` = the
 *     procedure actually called (the resolved specific for a generic) for a
 *     function call, the derived type for a structure constructor, the array
 *     for an array reference;
 *   - N_CALL: `sym` = the specific subroutine called (lhs->sym is the name as
 *     written, possibly a generic or a type-bound binding);
 *   - N_COMPONENT: `sym` = the component (or type-bound binding) Symbol;
 *   - N_ARG of a call with a known interface: `sym` = the dummy argument it
 *     is associated with (keywords and positions matched);
 *   - N_BINARY / N_UNARY / N_DEFOP resolved to a user operator, and N_ASSIGN
 *     resolved to a defined assignment: `sym` = the specific procedure;
 *   - N_ENTITY: `sym` = the declared Symbol;
 *   - statement functions in a specification part are turned from N_ASSIGN
 *     into N_STMT_FUNCTION (name, list = dummies, rhs).
 */
#ifndef CUFC_SEMA_H
#define CUFC_SEMA_H

#include "front/front.h"

typedef struct Type Type;
typedef struct Symbol Symbol;
typedef struct Scope Scope;
typedef struct ConstValue ConstValue;
typedef struct Intrinsic Intrinsic;

/* A growable list of symbols (dummies, specifics, members ...). */
typedef struct SymList {
    Symbol **items;
    int len;
    int cap;
} SymList;

void symlist_push(SymList *l, Symbol *s);

/* ------------------------------------------------------------------- types */

typedef enum {
    TY_UNKNOWN,     /* not determined (after an error, or a lenient unknown) */
    TY_NONE,        /* no type: subroutine, module, generic without a type */
    TY_INTEGER,
    TY_REAL,
    TY_COMPLEX,
    TY_LOGICAL,
    TY_CHARACTER,
    TY_DERIVED,     /* type(t) */
    TY_CLASS,       /* class(t) */
    TY_CLASS_STAR,  /* class(*) */
    TY_TYPE_STAR,   /* type(*) (assumed type, TS 29113) */
    TY_BOZ,         /* typeless BOZ literal */
    TY_PROCEDURE,   /* a procedure as a value (procedure pointer target, dummy procedure) */
} TypeKind;

typedef enum {
    LEN_CONST,      /* len holds the length */
    LEN_EXPR,       /* len_expr: a specification expression (automatic / dummy) */
    LEN_ASSUMED,    /* character(*) */
    LEN_DEFERRED,   /* character(:) */
} CharLenKind;

/* One dimension of an array.  For an expression's type (a section, an
 * intrinsic result) lower = 1 and upper = extent when the extent is known. */
typedef struct ArrayDim {
    DimKind kind;       /* explicit, assumed-shape, deferred, assumed-size, assumed-rank */
    Node *lower;        /* lower bound as written (NULL: 1 or taken from the actual) */
    Node *upper;        /* upper bound as written (NULL unless explicit) */
    bool lower_known;   /* lower_val is valid */
    bool upper_known;   /* upper_val is valid */
    int64_t lower_val;  /* constant lower bound */
    int64_t upper_val;  /* constant upper bound */
} ArrayDim;

struct Type {
    TypeKind kind;
    int kind_num;           /* intrinsic kind (1,2,4,8,10,16), resolved; 0 otherwise */
    CharLenKind len_kind;   /* TY_CHARACTER: how the length is known */
    int64_t len;            /* TY_CHARACTER, LEN_CONST: the length */
    Node *len_expr;         /* TY_CHARACTER, LEN_EXPR: the length expression */
    Symbol *derived;        /* TY_DERIVED / TY_CLASS: the derived type's Symbol */
    Node *type_params;      /* TY_DERIVED / TY_CLASS: parameter values as written (N_ARG list) */
    Symbol *iface;          /* TY_PROCEDURE: the interface (may be NULL) */
    int rank;               /* 0 = scalar; -1 = assumed rank */
    ArrayDim *dims;         /* rank entries (NULL when rank <= 0) */
    int corank;             /* coarrays: number of codimensions (0 = not a coarray) */
};

/* Shared, immutable scalar types of the default kinds. */
Type *type_unknown(void);
Type *type_none(void);
Type *type_integer(int kind);
Type *type_real(int kind);
Type *type_complex(int kind);
Type *type_logical(int kind);
Type *type_character(int64_t len, int kind);   /* len < 0: assumed (*) */
Type *type_boz(void);
Type *type_derived(Symbol *dtype);             /* type(dtype) */
Type *type_class(Symbol *dtype);               /* class(dtype); NULL = class(*) */
Type *type_new(TypeKind kind, int kind_num);   /* fresh, mutable */
Type *type_copy(const Type *t);                /* fresh, mutable, dims copied */
Type *type_elem(const Type *t);                /* the scalar type of t (t itself when scalar) */
/* t with a rank-`rank` shape whose extents are unknown (deferred dims). */
Type *type_with_rank(const Type *t, int rank);
/* Same type, kind, rank and (when both constant) character length. */
bool type_equal(const Type *a, const Type *b);
/* Same type and kind, ignoring rank and length (TKR without the R). */
bool type_same_tk(const Type *a, const Type *b);
/* Human-readable: "real(8)", "character(len=10)", "type(t)", "integer(4), dimension(:,:)". */
const char *type_name(const Type *t);
bool type_is_numeric(const Type *t);           /* integer, real, complex (BOZ too) */
bool type_is_intrinsic(const Type *t);         /* integer .. character */
/* A scalar type(c_ptr) or type(c_devptr): what PGI lets host code assign a
 * device symbol's name to (guide 4.9.4, `csvx = 'vx'`). */
bool type_is_symbol_handle(const Type *t);
/* Storage size of one element in bytes (false when not constant / not known). */
bool type_elem_bytes(const Type *t, int64_t *bytes);
/* Total element count when every extent is constant. */
bool type_const_size(const Type *t, int64_t *count);
/* Its bytes, element size times extents in emitted order; false on overflow. */
bool type_const_bytes(const Type *t, int64_t *bytes);
/* Default kinds of integer, logical and real (and complex): 4, unless -i8
 * or -r8 (the driver sets them with sema_set_default_kinds before any
 * file, and gives gfortran -fdefault-integer-8 / -fdefault-real-8
 * -fdefault-double-8), so host and device code agree.  Double precision
 * stays 8, as with -fdefault-double-8. */
extern int kind_default_int, kind_default_real, kind_default_logical;
void sema_set_default_kinds(int int_kind, int real_kind);
enum { KIND_DOUBLE = 8, KIND_DEFAULT_CHAR = 1, KIND_INT_PTR = 8 /* PGI's int_ptr_kind(): an address */ };
/* Whether `kind` is a valid kind number for an intrinsic type kind. */
bool kind_is_valid(TypeKind tk, int kind);

/* --------------------------------------------------------- constant values */

typedef enum {
    CV_NONE,        /* not a constant */
    CV_INTEGER,
    CV_REAL,
    CV_COMPLEX,
    CV_LOGICAL,
    CV_CHARACTER,
    CV_ARRAY,       /* elems[0..nelems) in array element order */
} ConstKind;

struct ConstValue {
    ConstKind kind;
    Type *type;             /* its type (kind, length, shape) */
    int64_t i;              /* CV_INTEGER (also CV_LOGICAL: 0/1) */
    long double r;          /* CV_REAL; CV_COMPLEX real part */
    long double im;         /* CV_COMPLEX imaginary part */
    const char *s;          /* CV_CHARACTER: bytes (NUL-terminated for convenience) */
    int64_t slen;           /* CV_CHARACTER: length */
    ConstValue *elems;      /* CV_ARRAY: elements */
    int64_t nelems;         /* CV_ARRAY: element count */
};

/* Evaluate a constant expression (literals, named constants, operators,
 * the intrinsics allowed in constant expressions: kind, selected_*_kind,
 * huge, tiny, epsilon, digits, int/real/..., size/lbound/ubound of constant
 * shapes, ...).  No diagnostics; false when it is not constant. */
bool sema_const_eval(Node *expr, Scope *s, ConstValue *out);
bool sema_const_int(Node *expr, Scope *s, int64_t *out);
bool sema_const_trips(Node *ido, Scope *s, int64_t *lo, int64_t *hi, int64_t *st, int64_t *trips);
/* Once sema and the CUDA layer are done, symbols no longer change and an
 * expression that is not constant stays so: with `settled` on, each
 * failed evaluation is remembered.  The emitters try to fold every node of
 * a tree; without this memory a deep expression (a chain of 10^4
 * additions) would cost time quadratic in its depth. */
void sema_const_settled(bool settled);
/* Convert a constant to type t (assignment semantics; a scalar is broadcast
 * to t's constant shape).  False when the types do not convert. */
bool const_convert(const ConstValue *v, const Type *t, ConstValue *out);
/* Text of a constant as Fortran source (for the emitters and .cufmod). */
const char *const_to_string(const ConstValue *v);

/* ----------------------------------------------------------------- symbols */

typedef enum {
    SYM_UNKNOWN,        /* named but not classified yet (e.g. only given an attribute) */
    SYM_VARIABLE,       /* variable (dummies and function results included) */
    SYM_PARAMETER,      /* named constant: value holds its value */
    SYM_PROCEDURE,      /* procedure (see ProcKind), procedure pointers included */
    SYM_GENERIC,        /* generic interface / operator / assignment: specifics */
    SYM_DERIVED_TYPE,   /* derived type definition */
    SYM_COMPONENT,      /* component of a derived type (also type parameters: ATTR_KIND/LEN) */
    SYM_BINDING,        /* type-bound procedure: binding_target */
    SYM_MODULE,         /* module (or submodule) */
    SYM_PROGRAM,        /* main program / block data */
    SYM_COMMON,         /* common block: members */
    SYM_NAMELIST,       /* namelist group: members */
    SYM_CONSTRUCT,      /* construct name */
} SymbolKind;

typedef enum {
    PK_UNKNOWN,         /* not known to be a procedure yet / not a procedure */
    PK_EXTERNAL,        /* external procedure (defined in this file or elsewhere) */
    PK_MODULE,          /* module procedure */
    PK_INTERNAL,        /* internal procedure (contained in a program or procedure) */
    PK_DUMMY,           /* dummy procedure */
    PK_INTRINSIC,       /* intrinsic procedure: `intrinsic` points to its table entry */
    PK_STMT_FUNCTION,   /* statement function */
    PK_INTERFACE,       /* abstract interface / interface body of a procedure pointer */
} ProcKind;

struct Symbol {
    const char *name;       /* local name, interned lower-case (operators: "operator(+)", "assignment(=)") */
    SymbolKind kind;        /* what the name is */
    Type *type;             /* variables, constants, components, functions (result type) */
    unsigned attrs;         /* ATTR_* from front.h (intent bits included) */
    unsigned cuda;          /* CUDA_* data attributes */
    unsigned proc_attrs;    /* PROC_* for procedures; PROC_HOST when none was written */
    unsigned prefix;        /* PREFIX_* (pure, elemental, recursive, ...) */
    Scope *scope;           /* scope the symbol is declared in */
    Node *decl;             /* declaring node (N_ENTITY, unit, N_DERIVED_TYPE...); NULL if read from a module file */
    Loc loc;                /* where it was declared (or first used) */

    /* use association */
    const char *use_module; /* module it was use-associated from; NULL if local */
    const char *use_name;   /* its name in that module (differs when renamed) */
    Symbol *use_orig;       /* the module's own Symbol (shared with the module scope) */

    bool is_dummy;          /* dummy argument */
    bool is_result;         /* function result variable */
    bool is_cray_pointee;   /* x of `pointer (p, x)` */
    bool is_module_var;     /* variable declared in a module specification part */
    bool is_implicitly_typed; /* type came from implicit rules */
    bool is_used;           /* referenced somewhere */
    bool is_declared;       /* appeared in a type declaration statement */
    bool is_private;        /* module entity not exported (private) */
    bool has_init;          /* variable/component with an initializer (or in DATA) */
    unsigned ignore_tkr;    /* dummy under `!pgi$ ignore_tkr`: IGNORE_TYPE | _KIND | _RANK | _DEVICE */
    Symbol *cray_pointer;   /* a Cray pointee (`pointer (p, x)`: x): its pointer p, which holds x's address */

    Node *init;             /* initialization expression (=, => or default init) */
    ConstValue *value;      /* SYM_PARAMETER: the value (NULL if it could not be evaluated) */
    Node *codims;           /* coarray codimensions as written */
    Node *array_spec;       /* array spec as written (N_DIM list; entity or DIMENSION) */

    /* procedures (also SYM_BINDING targets, procedure pointers, dummies) */
    ProcKind proc_kind;     /* what kind of procedure */
    bool is_function;       /* function (has result) */
    bool is_subroutine;     /* subroutine */
    bool has_explicit_iface;/* dummies/result below are known */
    SymList dummies;        /* dummy argument symbols in order (NULL item = alternate return '*') */
    bool mod_dummies;       /* a procedure of a gfortran .mod (gfmod.c): its dummies are known, to check
                               calls by; has_explicit_iface stays false, so that no actual is bound to
                               them (they carry no CUDA attributes: library routines take device data) */
    Symbol *result;         /* function result variable */
    Scope *body;            /* scope of the procedure (interface body, definition) */
    Symbol *iface;          /* procedure(iface) declarations: the interface;
                               SYM_GENERIC with a derived type's name: that type */
    const Intrinsic *intrinsic; /* PK_INTRINSIC: table entry */
    const char *bind_name;  /* bind(c, name=...) (or bind(c) name) */
    Node *stmt_func_expr;   /* PK_STMT_FUNCTION: the defining expression */

    /* generics */
    SymList specifics;      /* SYM_GENERIC: specific procedures (or SYM_BINDINGs in a type) */

    /* derived types */
    Scope *components;      /* SYM_DERIVED_TYPE: components and type params in declaration order */
    Symbol *parent_type;    /* extends(parent) */
    SymList type_params;    /* kind/len parameters (SYM_COMPONENT with ATTR_KIND/ATTR_LEN) */
    SymList bindings;       /* SYM_BINDING and SYM_GENERIC (generic bindings) */
    SymList finals;         /* final subroutines */
    bool is_abstract;       /* abstract type / deferred binding */
    bool is_sequence;       /* sequence type */
    bool is_bind_c;         /* bind(c) type or entity */

    /* type-bound procedures */
    Symbol *binding_target; /* SYM_BINDING: the procedure it binds (NULL for deferred) */
    const char *binding_target_name; /* its name as written (=> name) */
    const char *pass_name;  /* pass(arg) */

    /* common blocks, namelists */
    SymList members;        /* SYM_COMMON / SYM_NAMELIST members */
    Symbol *common;         /* variable in a common block: the block */
    Node *common_entity;    /* ... and its entity in the COMMON statement */
    Node *equivalenced;     /* its name in the first EQUIVALENCE statement of
                               its own unit, or NULL (the CUDA rules' locations) */

    /* modules */
    Scope *module_scope;    /* SYM_MODULE: the module's scope */
    uint32_t cufmod_hash;   /* SYM_MODULE: hash of the .cufmod written (0: none) */
    bool from_gfortran_mod; /* SYM_MODULE read from a gfortran .mod (less detail) */

    /* symbol table links */
    Symbol *hash_next;      /* next in the scope's hash bucket */
    Symbol *next_in_scope;  /* next in declaration order */
};

/* `!pgi$ ignore_tkr [(tkr)] name` (PGI; gfortran's NO_ARG_CHECK). */
enum { IGNORE_TYPE = 1, IGNORE_KIND = 2, IGNORE_RANK = 4, IGNORE_DEVICE = 8 };

/* ------------------------------------------------------------------ scopes */

typedef enum {
    SCOPE_GLOBAL,       /* the file: program units, external procedures, common blocks */
    SCOPE_PROGRAM,      /* main program (and block data) */
    SCOPE_MODULE,
    SCOPE_SUBMODULE,
    SCOPE_SUBROUTINE,   /* external, module or internal subroutine */
    SCOPE_FUNCTION,
    SCOPE_INTERFACE,    /* interface body: no host association except IMPORT */
    SCOPE_BLOCK,        /* BLOCK construct (also ASSOCIATE / SELECT TYPE names, FORALL indices) */
    SCOPE_DERIVED_TYPE, /* components of a derived type */
} ScopeKind;

struct Scope {
    ScopeKind kind;
    Scope *parent;          /* host scope (NULL for the global scope) */
    Symbol *owner;          /* the unit / procedure / type the scope belongs to */
    Node *node;             /* the node that opened it */
    bool internal;          /* procedure contained in a program unit or procedure */
    bool device;            /* device code: inside attributes(global/device/grid_global) */
    unsigned proc_attrs;    /* PROC_* of the owning procedure (PROC_HOST by default) */

    Symbol **buckets;       /* hash table of the names declared here */
    int nbuckets;
    int count;
    Symbol *first, *last;   /* symbols in declaration order */

    Type *implicit[26];     /* implicit type per letter a..z; NULL = none */
    bool implicit_none;     /* `implicit none` (or none(type)) in this scope */
    unsigned implicit_letters; /* letters typed by IMPLICIT statements of this scope (bit 0: a) */
    bool implicit_none_external; /* implicit none(external) */
    bool default_private;   /* module: `private` statement without a list */
    bool import_all;        /* interface body: `import` without a list */
    SymList imports;        /* interface body: imported host names */
    SymList used_modules;   /* SYM_MODULE of every `use` in this scope */
};

/* Symbol declared in `s` only. */
Symbol *scope_lookup_local(Scope *s, const char *name);
/* Search `s` and its hosts (host association; interface bodies only see
 * IMPORTed names; the global scope last). */
Symbol *scope_lookup(Scope *s, const char *name);
unsigned name_hash(const char *name);  /* FNV-1a of the bytes */
/* Component (or binding) of a derived type, searching the parent types. */
Symbol *type_find_component(Symbol *dtype, const char *name);
/* The scope of the enclosing procedure or program unit (skipping BLOCKs). */
Scope *scope_unit(Scope *s);

/* Scope is inside device code (attributes(global/device/grid_global), or
 * host,device). */
bool scope_is_device(Scope *s);
/* Procedure attributes (PROC_*) that make its body device code. */
bool attrs_run_on_device(unsigned proc_attrs);

/* ---------------------------------------------------------------- intrinsics */

typedef enum {
    INTR_ELEMENTAL,         /* elemental function */
    INTR_INQUIRY,           /* inquiry function */
    INTR_TRANSFORMATIONAL,  /* transformational function */
    INTR_SUBROUTINE,        /* subroutine (cpu_time, random_number, ...) */
    INTR_ELEMENTAL_SUB,     /* elemental subroutine (mvbits) */
} IntrinsicClass;

/* How the result type is derived from the arguments. */
typedef enum {
    RES_NONE,           /* subroutine */
    RES_SAME_AS_A,      /* same type and kind as the first argument */
    RES_INTEGER,        /* default integer, or kind= argument */
    RES_REAL,           /* default real, or kind= argument; real(complex) keeps the kind */
    RES_DOUBLE,         /* real(8) */
    RES_COMPLEX,        /* complex, kind= or from the arguments */
    RES_LOGICAL,        /* default logical, or kind= */
    RES_CHARACTER,      /* character (length from the arguments when it can tell) */
    RES_REAL_OF_A,      /* real of the same kind as the argument (abs of complex, aimag...) */
    RES_SPECIAL,        /* computed by a rule in intrinsics.c */
} IntrinsicResult;

struct Intrinsic {
    const char *name;       /* lower-case name */
    IntrinsicClass cls;     /* elemental / inquiry / transformational / subroutine */
    IntrinsicResult res;    /* result type rule */
    const char *args;       /* argument keywords in order, comma-separated; "?" suffix = optional;
                               "..." = any number more (max, min) */
    bool device_only;       /* CUDA device intrinsic (guide 3.6.4-3.6.8): only in device code */
    bool dim_reduces;       /* transformational with dim=: result rank is rank(array)-1 with dim,
                               scalar without (sum, product, maxval, any, count, ...) */
};

/* Table lookup (Fortran 2008 intrinsics, then device intrinsics when `cuda`). */
const Intrinsic *intrinsic_find(const char *name, bool cuda);
/* The i-th routine of the libm device module (guide 3.8.1.1), NULL past the
 * end: they are known only through `use libm`. */
const Intrinsic *intrinsic_libm(size_t i);
/* The i-th routine of the cooperative_groups device module (guide 3.8.1.3),
 * NULL past the end: known only through `use cooperative_groups`. */
const Intrinsic *intrinsic_coop(size_t i);
/* Position of keyword `kw` in it->args, -1 if none. */
int intrinsic_arg_index(const Intrinsic *it, const char *kw);
/* The actual argument (expression) of a call associated with keyword `kw`,
 * by keyword or by position; NULL when absent. */
Node *intrinsic_actual(const Intrinsic *it, Node *args, const char *kw);

/* The expression of an actual argument (an N_ARG's value, else a itself). */
Node *arg_value(Node *a);
/* The actual arguments of a call of procedure o in dummy order, keywords
 * matched (by[j]: the value, NULL when absent); false if one matches no
 * dummy or there are more than max. */
bool args_by_dummy(Symbol *o, Node *args, Node **by, int max);

/* ------------------------------------------------------------ N_APPLY kinds */

/* What `x(...)` means; sema stores it in the N_APPLY node's `op`. */
typedef enum {
    APPLY_UNRESOLVED,       /* not analysed (or after an error) */
    APPLY_ELEMENT,          /* array element: every subscript scalar */
    APPLY_SECTION,          /* array section: a triplet or a vector subscript */
    APPLY_CALL,             /* function call (sym = specific / intrinsic / statement function) */
    APPLY_SUBSTRING,        /* character substring: args = one N_RANGE */
    APPLY_STRUCT_CTOR,      /* structure constructor: sym = the derived type */
    APPLY_COINDEXED = '[',  /* coindexed object x[i] (the parser's marking, kept): args = cosubscripts */
} ApplyKind;

static inline ApplyKind apply_kind(const Node *n) { return (ApplyKind)n->op; }

/* --------------------------------------------------------------- entry point */

typedef struct SemaOptions {
    bool cuda;                  /* CUDA Fortran enabled (.cuf, -cuda) */
    const char **module_dirs;   /* NULL-terminated search path for `use` (-I, -J, -module) */
    const char *module_out_dir; /* where .cufmod files are written (NULL = current directory) */
    const char *source_file;    /* the source file name (recorded in .cufmod) */
    bool no_module_output;      /* do not write .cufmod files (-fsyntax-only) */
    /* The CUDA layer's part in generic resolution (guide 3.2.2): whether a
     * specific can be called from scope `caller` (host or device code) and
     * an actual's memory space suits a dummy.  Among the specifics that fit
     * by type, kind and rank, resolution takes the first that suits; NULL:
     * type, kind and rank alone. */
    bool (*callable_from)(const Symbol *specific, const Scope *caller);
    bool (*space_suits)(const Node *actual, const Symbol *dummy);
    /* The type of a function that scope `s` references without declaring
     * it when a used module gives it one (module cublas's BLAS functions,
     * ddot, dnrm2, zdotc: library interfaces 1.1), else NULL: the implicit
     * rules type it. */
    Type *(*module_function_type)(const char *name, Scope *s);
} SemaOptions;

/* Analyse all program units of a file (the list parse_file() returned).
 * Reports errors through error_at; returns false if any were reported. */
bool sema_file(Node *units, const SemaOptions *opt);
/* Write the .cufmod of every module of an analysed file (after the CUDA
 * checks passed; nothing with no_module_output). */
void sema_write_modules(Node *units);
/* The global scope of the last sema_file() call. */
Scope *sema_global_scope(void);

/* ========================================================================
 * Internals shared by the src/sema .c files.
 * ======================================================================== */

/* ---- scope.c ---- */
Scope *scope_new(ScopeKind kind, Scope *parent, Node *node);
Symbol *symbol_new(const char *name, SymbolKind kind, Loc loc);
/* Insert an existing symbol; returns false when the name is already there. */
bool scope_insert(Scope *s, Symbol *sym);
/* Replace the entry for sym->name (used for use-association renames). */
void scope_replace(Scope *s, Symbol *sym);
/* Declared locally, or created with kind SYM_UNKNOWN. */
Symbol *scope_declare(Scope *s, const char *name, Loc loc);
/* Implicit type for a name in `s` (follows hosts), NULL when none. */
Type *implicit_type(Scope *s, const char *name);
/* Options of the current sema_file() call. */
const SemaOptions *sema_options(void);

/* ---- types.c ---- */
/* Resolve a parsed TypeSpec to a Type (kind expressions evaluated in s). */
Type *type_from_spec(TypeSpec *ts, Scope *s);
/* Kind expressions that are not constant are accepted (as the default kind)
 * while reading a derived-type definition: they name kind type parameters. */
void types_in_type_definition(bool on);
/* Copy of t with the character length given by `len` (N_ENTITY charlen). */
Type *type_with_len(Type *t, Node *len, Scope *s);
/* Build the array part of a type from an N_DIM list. */
void type_set_dims(Type *t, Node *dims, Scope *s, bool is_dummy, bool alloc_or_ptr);

/* ---- decl.c ---- */
/* Process the specification part and contained units of a scoping unit. */
void decl_unit(Node *unit, Scope *parent);
/* Make sure `sym` has a type (implicit typing); reports under implicit none. */
void decl_ensure_typed(Symbol *sym, Scope *s, Loc loc);
/* The symbol a use-associated (or host) alias stands for. */
Symbol *sym_origin(Symbol *s);
/* Make module entity `orig` known in s as `local` (use association; merges
 * generics of the same name). */
void use_import(Scope *s, const char *local, Symbol *orig, const char *modname);
/* Find or load module `name` for a USE at `loc`; reports when missing. */
Symbol *find_module(const char *name, bool intrinsic_only, bool non_intrinsic, Loc loc);
/* A BLOCK construct: its scope with the specification part read. */
Scope *decl_block(Node *blk, Scope *parent);
/* A USE in this file named a module that could not be found: names it
 * would have declared are not reported again as undeclared. */
bool sema_module_missing(void);
/* Forget the modules loaded by an earlier sema_file() call. */
void sema_reset_modules(void);
/* Whether a statement node belongs to the executable part. */
bool is_executable_stmt(const Node *n);

/* ---- expr.c ---- */
/* Type an expression and resolve its names. */
Type *expr_check(Node *e, Scope *s);
/* The Fortran spelling of operator OP_* ("+", ".and.", ...). */
const char *op_spelling(int op);
/* Walk the executable part of a unit: statements, their expressions. */
void expr_check_body(Node *body, Scope *s);
/* Pick the specific of generic `g` matching the actual arguments (N_ARG list); NULL if none. */
Symbol *generic_resolve(Symbol *g, Node *args, Scope *s);
/* An actual for VALUE dummy `dummy` under ignore_tkr (t) or (k), or of a
 * kernel, of another numeric type or kind: the dummy receives the value
 * converted, as by assignment; a type(c_ptr) dummy under (t) receives the
 * data's address, a type(c_funptr) one a procedure's (PGI; host code
 * spells int(x, k), cufrt_address(x), ...). */
bool value_conversion(const Node *actual, const Symbol *dummy);
/* Result type of an intrinsic call (args already checked). */
Type *intrinsic_result_type(const Intrinsic *it, Node *call, Node *args, Scope *s);
/* The types of the arguments of a reference to intrinsic it (F2008 13.7). */
void intrinsic_check_arguments(const Intrinsic *it, Node *args);

/* ---- intrinsic_modules.c ---- */
/* Populate `mod` (a fresh SYM_MODULE with its scope) if `name` is an intrinsic
 * module (iso_c_binding, iso_fortran_env, ieee_*); false otherwise. */
bool intrinsic_module_load(const char *name, Symbol *mod);
/* Built-in device names (threadidx, ..., warpsize) for a name not declared
 * in s; reports their use outside device code (guide 2.8, 3.6.2). */
Symbol *cuda_builtin_lookup(const char *name, Scope *s, Loc loc);

/* ---- modfile.c ---- */
/* Write <dir>/<module>.cufmod. */
bool modfile_write(Symbol *module, const char *dir);
/* Find and read <name>.cufmod along the search path (then gfortran's
 * <name>.mod via gfmod_read); NULL when not found (nothing reported). */
Symbol *module_load(const char *name, Loc loc, const char **searched);

/* ---- gfmod.c ---- */
/* Read a gfortran .mod file (gzip) leniently into `mod`. */
bool gfmod_read(const char *path, Symbol *mod);

#endif

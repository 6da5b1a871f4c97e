/* dynamic.c — dynamic parallelism: kernels launched from device code
 * (checklist A-SUB-14, A-LCH-14) and the CUDA runtime routines that device
 * code may call (guide chapter 4, "available in device code starting in CUDA
 * 5.0"; checklist B-RT-01..19).  Both become calls of the wrappers in
 * runtime/include/cuf_devrt.h, which hide the difference between CUDA 12's
 * device runtime and the emulator.
 *
 * What such a launch may pass (global memory only) is a rule of
 * src/cuda/rules.c. */
#include <string.h>
#include "device/device.h"



/* `call k<<<grid, block[, bytes[, stream]]>>>(args)` in device code (its
 * rules: src/cuda/rules.c, check_launch). */
void dev_child_launch(DevProc *p, Node *call) {
    Symbol *k = call->sym ? call->sym : call->lhs->sym;
    const char *cfg[4] = {NULL, NULL, "0", "0"};
    int n = 0;
    for (Node *c = call->launch->list; c && n < 4; c = c->next, n++) {
        Node *v = dev_arg_expr(c);
        bool dim3 = v->type && v->type->kind == TY_DERIVED;
        cfg[n] = dim3 ? dev_expr(p, v) : format("(long long)(%s)", dev_expr(p, v));
    }
    if (!dev_declare_proc(p->em, k, call->loc)) return;
    const char *args = dev_call_args(p, k, call->args);
    p->em->device_runtime = true;
    dev_line(p, "CUF_CHILD_LAUNCH(%s, %s, %s, %s, %s%s%s);", abi_device_name(k), cfg[0], cfg[1], cfg[2], cfg[3],
             *args ? ", " : "", args);
}

/* ------------------------------------------------ runtime routines */

/* A type(c_devptr) or type(c_ptr) value: counts are bytes. */
static bool is_c_pointer(const Type *t) {
    if (!t || t->kind != TY_DERIVED || !t->derived || t->rank) return false;
    const char *n = sym_origin(t->derived)->name;
    return !strcmp(n, "c_devptr") || !strcmp(n, "c_ptr");
}

/* The address a memory argument of a runtime routine stands for, and the
 * size of its elements in *elem: an array (its first element), an array
 * element or scalar (its address, guide 4.9.18: "scalar or array"), or the
 * address a c_devptr/c_ptr holds (elem "1": counts in bytes). */
static const char *memory_arg(DevProc *p, Node *a, const char **elem) {
    if (is_c_pointer(a->type)) {
        *elem = "1";
        return format("(*(void *const *)%s)", dev_address_of(p, a));
    }
    *elem = format("(long long)sizeof(%s)", dev_ctype(p->em, a->type));
    if (a->type && a->type->rank > 0) {
        DevVar *v = a->kind == N_NAME ? dev_var(p, a->sym) : NULL;
        if (!v) {
            dev_fail(p, a->loc, "an array section as a runtime routine's memory argument (pass its first element)");
            return "0";
        }
        return format("(void *)%s", v->base);
    }
    return format("(void *)%s", dev_address_of(p, a));
}

/* Text of argument `kw` (position pos) converted to long long / int. */
static const char *int_arg(DevProc *p, Node *call, const char *kw, int pos, const char *dflt) {
    Node *a = dev_kw_arg(call->args, kw, pos);
    if (!a) return dflt;
    return format("(long long)(%s)", dev_expr(p, a));
}

static Node *out_arg(DevProc *p, Node *call, const char *kw, int pos, const char *routine) {
    Node *a = dev_kw_arg(call->args, kw, pos);
    if (!a) dev_fail(p, call->loc, format("%s without its argument '%s'", routine, kw));
    return a;
}

/* cudaDevAttr<X> of cudafor for a cudaDeviceProp component: the field's
 * own name, or the one CUDA gives the attribute where they differ. */
static int64_t device_attribute(Scope *cudafor, const char *field, int elem) {
    static const struct { const char *field, *attr[3]; } renamed[] = {
        {"major", {"computecapabilitymajor"}}, {"minor", {"computecapabilityminor"}},
        {"sharedmemperblock", {"maxsharedmemoryperblock"}}, {"regsperblock", {"maxregistersperblock"}},
        {"regspermultiprocessor", {"maxregisterspermultiprocessor"}},
        {"sharedmempermultiprocessor", {"maxsharedmemorypermultiprocessor"}},
        {"sharedmemperblockoptin", {"maxsharedmemoryperblockoptin"}}, {"totalconstmem", {"totalconstantmemory"}},
        {"mempitch", {"maxpitch"}}, {"memorybuswidth", {"globalmemorybuswidth"}},
        {"maxthreadsdim", {"maxblockdimx", "maxblockdimy", "maxblockdimz"}},
        {"maxgridsize", {"maxgriddimx", "maxgriddimy", "maxgriddimz"}}};
    const char *attr = elem == 0 ? field : NULL;
    for (size_t i = 0; i < sizeof renamed / sizeof renamed[0]; i++)
        if (!strcmp(field, renamed[i].field)) attr = elem < 3 ? renamed[i].attr[elem] : NULL;
    Symbol *c = attr ? scope_lookup_local(cudafor, format("cudadevattr%s", attr)) : NULL;
    return c && c->value && c->value->kind == CV_INTEGER ? c->value->i : -1;
}

/* cudaGetDeviceProperties(prop, dev) in device code.  CUDA's device runtime
 * has no such routine, only cudaDeviceGetAttribute: every field of
 * type(cudaDeviceProp) that is a device attribute is read that way; the
 * others (name, uuid, totalGlobalMem, ...) are blank or zero. */
static const char *device_properties(DevProc *p, Node *call, Symbol *routine) {
    Node *prop = dev_kw_arg(call->args, "prop", 0), *dev = dev_kw_arg(call->args, "devnum", 1);
    if (!prop || !dev || !prop->type || prop->type->kind != TY_DERIVED) return NULL;
    Symbol *t = sym_origin(prop->type->derived);
    StrBuf b = {0};
    sb_printf(&b, "[&]() -> int { %s *q = %s; const int d = (int)(%s); *q = {}; int e = 0;",
              dev_ctype(p->em, prop->type), dev_address_of(p, prop), dev_expr(p, dev));
    for (Symbol *c = t->components ? t->components->first : NULL; c; c = c->next_in_scope) {
        if (c->kind != SYM_COMPONENT || !c->type) continue;
        const char *f = dev_cname(c->name);
        if (c->type->kind == TY_CHARACTER) {
            sb_printf(&b, " memset(q->%s, ' ', sizeof q->%s);", f, f);
            continue;
        }
        int n = c->type->rank ? 3 : 1;
        for (int k = 0; k < n; k++) {
            int64_t a = device_attribute(routine->scope, c->name, k);
            if (a >= 0)
                sb_printf(&b, " e = e ? e : cuf_dev_attribute(&q->%s%s, %lld, d);", f,
                          c->type->rank ? format("[%d]", k) : "", (long long)a);
        }
    }
    sb_puts(&b, " return e; }()");
    return sb_str(&b);
}

/* A call of runtime routine `name` in device code as C text; NULL if the
 * routine is not one device code may call (the caller reports it). */
static const char *runtime_call(DevProc *p, Node *call, const char *name) {
    Node *a0;
    if (!strcmp(name, "cudagetdevicecount") && (a0 = out_arg(p, call, "numdev", 0, name)))
        return format("cuf_dev_get_device_count(%s)", dev_address_of(p, a0));
    if (!strcmp(name, "cudagetdevice") && (a0 = out_arg(p, call, "devnum", 0, name)))
        return format("cuf_dev_get_device(%s)", dev_address_of(p, a0));
    if (!strcmp(name, "cudagetlasterror")) return "cuf_dev_get_last_error()";
    if (!strcmp(name, "cudagetdeviceproperties")) return device_properties(p, call, sym_origin(call->sym ? call->sym : call->lhs->sym));
    if (!strcmp(name, "cudadevicegetattribute") && (a0 = out_arg(p, call, "val", 0, name)))
        return format("cuf_dev_attribute(%s, (int)%s, (int)%s)", dev_address_of(p, a0),
                      int_arg(p, call, "attribute", 1, "0"), int_arg(p, call, "devicenum", 2, "0"));
    if (!strcmp(name, "cudafuncgetattributes") && (a0 = out_arg(p, call, "attr", 0, name))) {
        Node *f = dev_kw_arg(call->args, "func", 1);
        Symbol *k = f && f->kind == N_NAME && f->sym ? sym_origin(f->sym) : NULL;
        if (!proc_is_kernel(k) || proc_is_grid_global(k) || !dev_declare_proc(p->em, k, f->loc)) {
            dev_fail(p, call->loc, "cudaFuncGetAttributes in device code on anything but a kernel's name");
            return "0";
        }
        return format("cuf_dev_func_attributes(%s, sizeof *%s, (const void *)%s)", dev_address_of(p, a0),
                      dev_address_of(p, a0), abi_device_name(k));
    }
    if (!strcmp(name, "cudapeekatlasterror")) return "cuf_dev_peek_at_last_error()";
    if (!strcmp(name, "cudadevicegetlimit") && (a0 = out_arg(p, call, "val", 0, name)))
        return format("cuf_dev_get_limit((long long *)%s, (int)%s)", dev_address_of(p, a0),
                      int_arg(p, call, "limit", 1, "0"));
    if (!strcmp(name, "cudadevicegetcacheconfig") && (a0 = out_arg(p, call, "cacheconfig", 0, name)))
        return format("cuf_dev_get_cache_config(%s)", dev_address_of(p, a0));
    if (!strcmp(name, "cudastreamcreatewithflags") && (a0 = out_arg(p, call, "stream", 0, name)))
        return format("cuf_dev_stream_create((long long *)%s, (int)%s)", dev_address_of(p, a0),
                      int_arg(p, call, "flags", 1, "0"));
    if (!strcmp(name, "cudastreamdestroy")) return format("cuf_dev_stream_destroy(%s)", int_arg(p, call, "stream", 0, "0"));
    if (!strcmp(name, "cudaeventcreatewithflags") && (a0 = out_arg(p, call, "event", 0, name)))
        return format("cuf_dev_event_create(%s, (int)%s)", dev_address_of(p, a0), int_arg(p, call, "flags", 1, "0"));
    if (!strcmp(name, "cudaeventdestroy") && (a0 = out_arg(p, call, "event", 0, name)))
        return format("cuf_dev_event_destroy(%s)", dev_address_of(p, a0));
    if (!strcmp(name, "cudaeventrecord") && (a0 = out_arg(p, call, "event", 0, name)))
        return format("cuf_dev_event_record(%s, %s)", dev_address_of(p, a0), int_arg(p, call, "stream", 1, "0"));
    if (!strcmp(name, "cudastreamwaitevent") && (a0 = out_arg(p, call, "event", 1, name)))
        return format("cuf_dev_stream_wait_event(%s, %s, (int)%s)", int_arg(p, call, "stream", 0, "0"),
                      dev_address_of(p, a0), int_arg(p, call, "flags", 2, "0"));
    if (!strcmp(name, "cudamalloc") || !strcmp(name, "cudafree")) {
        if (!(a0 = out_arg(p, call, "devptr", 0, name))) return "0";
        if (!is_c_pointer(a0->type)) {
            /* a local allocatable array: count in elements (guide 4.9.11) */
            DevVar *v = dev_allocatable(p, a0);
            if (!v) return "0";
            if (name[4] == 'f') return format("cuf_dev_deallocate(%s, true, \"%s\")", v->cname, v->sym->name);
            const char *hi[1] = {int_arg(p, call, "count", 1, "0")}, *lo[1] = {NULL};
            if (v->rank != 1) {
                dev_fail(p, a0->loc, "cudaMalloc in device code of an array of rank other than 1");
                return "0";
            }
            return dev_allocate_call(v, lo, hi, true);
        }
        const char *ptr = dev_address_of(p, a0);
        if (name[4] == 'f') return format("cuf_dev_free(*(void *const *)%s)", ptr);
        return format("cuf_dev_malloc((void **)%s, %s)", ptr, int_arg(p, call, "count", 1, "0"));
    }
    bool async = strstr(name, "async") != NULL;
    if (!strcmp(name, "cudamemcpy") || !strcmp(name, "cudamemcpyasync")) {
        Node *dst = out_arg(p, call, "dst", 0, name), *src = out_arg(p, call, "src", 1, name);
        if (!dst || !src) return "0";
        const char *elem, *selem;
        const char *d = memory_arg(p, dst, &elem), *s = memory_arg(p, src, &selem);
        const char *bytes = format("%s * %s", int_arg(p, call, "count", 2, "0"), elem);
        if (!async) return format("cuf_dev_memcpy(%s, %s, %s)", d, s, bytes);
        return format("cuf_dev_memcpy_async(%s, %s, %s, %s)", d, s, bytes, int_arg(p, call, "stream", 4, "0"));
    }
    if (!strcmp(name, "cudamemcpy2d") || !strcmp(name, "cudamemcpy2dasync")) {
        Node *dst = out_arg(p, call, "dst", 0, name), *src = out_arg(p, call, "src", 2, name);
        if (!dst || !src) return "0";
        const char *elem, *selem;
        const char *d = memory_arg(p, dst, &elem), *s = memory_arg(p, src, &selem);
        const char *args = format("%s, %s * %s, %s, %s * %s, %s * %s, %s", d, int_arg(p, call, "dpitch", 1, "0"), elem,
                                  s, int_arg(p, call, "spitch", 3, "0"), elem, int_arg(p, call, "width", 4, "0"),
                                  elem, int_arg(p, call, "height", 5, "0"));
        if (!async) return format("cuf_dev_memcpy_2d(%s)", args);
        return format("cuf_dev_memcpy_2d_async(%s, %s)", args, int_arg(p, call, "stream", 7, "0"));
    }
    return NULL;
}

const char *dev_runtime_call(DevProc *p, Node *call, const char *name) {
    const char *c = runtime_call(p, call, name);
    if (c) p->em->device_runtime = true;
    return c;
}

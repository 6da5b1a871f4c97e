build-asan/obj/src/host/cuf_kernel.o: src/host/cuf_kernel.c \
 src/host/host.h src/front/front.h src/sema/sema.h
src/host/host.h:
src/front/front.h:
src/sema/sema.h:

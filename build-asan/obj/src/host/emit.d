build-asan/obj/src/host/emit.o: src/host/emit.c src/host/host.h \
 src/front/front.h src/sema/sema.h
src/host/host.h:
src/front/front.h:
src/sema/sema.h:

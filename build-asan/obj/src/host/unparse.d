build-asan/obj/src/host/unparse.o: src/host/unparse.c src/host/host.h \
 src/front/front.h src/sema/sema.h
src/host/host.h:
src/front/front.h:
src/sema/sema.h:

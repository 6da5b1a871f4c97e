build-asan/obj/src/front/parse_exec.o: src/front/parse_exec.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:

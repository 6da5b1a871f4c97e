build-asan/obj/src/front/parse_io.o: src/front/parse_io.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:

"""MindSpore 2.10's Tensor text for longer Tensors (found through the API-mapping page checkpoint.md, whose
printed 24 x 12 gradient MindSpore elides): from rank 2 every axis longer than 6 is elided to its first and last 3
entries whatever the size; a vector is elided only past 1000 elements, and up to that wraps after 12 floats or
bools or 24 integers or complex values, in repr and in graph-mode print alike.  msgraph elided only past 1000
elements and never wrapped."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit, emit_stdout

SHAPES = [(6, 6), (7, 7), (1, 7), (7, 2), (2, 7), (12, 1), (3, 3, 7), (6, 6, 6, 6), (2, 1001), (30,), (1000,),
          (1001,), (2000,)]
for shape in SHAPES:
    t = Tensor(np.arange(int(np.prod(shape)), dtype=np.float32).reshape(shape))
    emit(f"float32_{shape}", repr(t))
for dt in (np.float16, np.float64, np.int8, np.uint8, np.int16, np.int32, np.int64, np.uint64, np.complex64,
           np.bool_):
    emit(f"vector40_{np.dtype(dt).name}", repr(Tensor((np.arange(40) % 3).astype(dt))))
emit("int32_8x1", repr(Tensor(np.arange(8, dtype=np.int32).reshape(8, 1))))
emit("float16_2x3x8", repr(Tensor(np.ones((2, 3, 8), dtype=np.float16))))
emit("thirds_7", repr(Tensor(np.arange(7, dtype=np.float32) / 3)))
emit("thirds_13", repr(Tensor(np.arange(13, dtype=np.float32) / 3)))
emit("tuple_of_tensors", str((Tensor(np.arange(14, dtype=np.float32)), Tensor(np.arange(8, dtype=np.int32)))))


@ms.jit
def show(a, b, c, d):
    ops.print_(a)
    ops.print_(b)
    ops.print_(c)
    ops.print_(d)
    return a + 1


def run():
    show(Tensor(np.arange(30, dtype=np.float32)), Tensor(np.arange(30, dtype=np.int32)),
         Tensor(np.arange(14, dtype=np.float32).reshape(2, 7)), Tensor(np.arange(1200, dtype=np.int32))).asnumpy()


emit_stdout("graph_print", run)

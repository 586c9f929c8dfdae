# Tensor methods: narrow, chunk, new_zeros/new_ones, short/byte, positive, sgn, isposinf/isneginf,
# reshape_as/view_as, msort.
import numpy as np
import mindspore as ms
from mindspore import Tensor
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[1.0, -2.0, np.inf], [-np.inf, 0.0, 3.0]], np.float32))
y = Tensor(np.array([[1.5, -2.5, 300.0], [7.9, 0.0, -3.2]], np.float32))
emit("narrow", x.narrow(1, 1, 2))
emit("narrow_axis0", x.narrow(0, 1, 1))
emit("chunk", x.chunk(2, 1))
emit("chunk_even", Tensor(np.arange(12, dtype=np.float32).reshape(4, 3)).chunk(2))
emit("new_zeros", x.new_zeros((2,)))
emit("new_ones", x.new_ones(3))
emit("new_zeros_dtype", x.new_zeros((2,), dtype=ms.int32))
emit("short", y.short())
emit("byte", Tensor(np.array([1.7, 200.0], np.float32)).byte())
emit("positive", x.positive())
emit("sgn", x.sgn())
emit("isposinf", x.isposinf())
emit("isneginf", x.isneginf())
emit("reshape_as", x.reshape_as(Tensor(np.zeros((3, 2), np.float32))))
emit("view_as", x.view_as(Tensor(np.zeros((6,), np.float32))))
emit("msort", x.msort())

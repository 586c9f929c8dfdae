"""`mint.repeat_interleave` checks of its repeats (st/mint test_repeat_interleave variants), MindSpore 2.10 in both
modes: a negative int is RepeatInterleaveInt's RuntimeError (msgraph: repeat_elements' ValueError), a float Tensor
RepeatInterleaveTensor's TypeError (msgraph computed with it in PyNative), a list or Tensor of another length than
the input along dim -- or than its size when dim is None -- RepeatInterleaveTensor's RuntimeError (msgraph:
ValueError); and `mint.div` with a rounding_mode that is not a string (1) is a TypeError (msgraph: ValueError).
Found by the adapt40mint sweep."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn
from _conf import emit_error

X = Tensor(np.array([[1.0, 25.0, 5.0, 7.0], [4.0, 11.0, 6.0, 21.0]], np.float32))


class Rep(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def construct(self, x, r):
        return mint.repeat_interleave(x, r, self.dim)


class Div(nn.Cell):
    def construct(self, x, y):
        return mint.div(x, y, rounding_mode=1)


# first: MindSpore 2.10 raises a failed kernel's error again at the next call
emit_error("float_tensor", lambda: Rep(0)(X, Tensor(np.array([1.0, 2.0], np.float32))))
emit_error("div_rounding_int", lambda: Div()(X, 2))
emit_error("negative", lambda: Rep(0)(X, -1))
emit_error("tensor_length", lambda: Rep(0)(X, Tensor(np.array([1, 2, 3], np.int64))))
emit_error("list_length_flat", lambda: Rep(None)(X, [1, 2]))

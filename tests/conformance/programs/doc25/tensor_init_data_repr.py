"""Tensor(shape=, dtype=, init=).init_data() (MindSpore 2.10's Tensor docstring example): the data is made on the
host, so the repr prints the values as numpy does (``[[1., 1., 1.]]``, not ``1.00000000e+00``); init_data
returns the Tensor itself; a computed result prints as usual."""
import mindspore as ms
from mindspore import Tensor
from mindspore.common.initializer import One, Constant
from _conf import emit_stdout

MODES = ("pynative",)


def show(*values):
    for v in values:
        print(repr(v))


def ones():
    t = Tensor(shape=(1, 3), dtype=ms.float32, init=One())
    r = t.init_data()
    print(r is t)
    show(r, t, t * 2)


emit_stdout("ones_f32", ones)
emit_stdout("constant_f32", lambda: show(Tensor(shape=(2, 2), dtype=ms.float32, init=Constant(0.25)).init_data()))
emit_stdout("constant_i32", lambda: show(Tensor(shape=(2, 2), dtype=ms.int32, init=Constant(3)).init_data()))

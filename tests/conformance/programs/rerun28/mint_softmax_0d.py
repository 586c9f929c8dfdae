"""mint.softmax / mint.nn.functional.softmax of a 0-d input: MindSpore 2.10 returns ones_like(input) in the input's
dtype, int and bool 0-d inputs too (a dimensioned int input stays a TypeError); dim other than 0 / -1 is an
IndexError (tensor_method_sweep mint softmax.*.0d)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint
from mindspore.mint.nn import functional as MF
from _rerun28_util import run


def mint_softmax(t):
    return mint.softmax(t, -1)


def mf_softmax(t):
    return MF.softmax(t, 0)


def mf_softmax_none(t):
    return MF.softmax(t)


def mf_softmax_dtype(t):
    return MF.softmax(t, 0, dtype=ms.float32)


for dt in ("bool", "int8", "uint8", "int32", "int64", "float16", "float32"):
    t = Tensor(np.array(3, dt))
    run(f"mint.softmax {dt}", mint_softmax, t)
    run(f"mint.nn.functional.softmax {dt}", mf_softmax, t)
run("dim None int32", mf_softmax_none, Tensor(np.array(-2, "int32")))
run("dtype float32 int8", mf_softmax_dtype, Tensor(np.array(-2, "int8")))
run("1-d int32 refused", mint_softmax, Tensor(np.array([1, 2], "int32")))

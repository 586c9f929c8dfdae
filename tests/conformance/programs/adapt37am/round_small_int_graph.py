"""``Tensor.round`` / ``ops.round`` of a bool, int8 or uint8 Tensor in graph code: MindSpore 2.10's CPU kernel
selection fails while compiling, its TypeError "Select CPU operator[Round] fail! Unsupported data type!", whatever
``decimals`` (before the decimals RuntimeError); outside graph code its kernel's RuntimeError.  msgraph had raised
the RuntimeError in graph code too (adapt37am)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, jit
from _conf import emit, emit_error


@jit
def method_round(x):
    return x.round()


@jit
def method_round_dec(x):
    return x.round(decimals=1)


@jit
def ops_round_dec(x):
    return ops.round(x, decimals=2)


for name, d in (("int8", np.int8), ("uint8", np.uint8), ("bool", np.bool_), ("int32", np.int32),
                ("float32", np.float32)):
    x = Tensor(np.array([1, 2], d))
    emit_error("jit_round_" + name, lambda: method_round(x))
    emit_error("jit_round_dec_" + name, lambda: method_round_dec(x))
    emit_error("jit_ops_round_dec_" + name, lambda: ops_round_dec(x))
    emit_error("eager_round_dec_" + name, lambda: x.round(decimals=1))

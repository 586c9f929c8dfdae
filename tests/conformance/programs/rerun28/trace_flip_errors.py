"""Error classes from the tensor_method_sweep rerun: Tensor.trace of a 0-d or 1-d Tensor is MindSpore 2.10's
Tracev2 RuntimeError (msgraph's ops.diagonal raised ValueError), and ops.flip / mint.flip / Tensor.flip refuse an
int ``dims`` (ReverseV2's call TypeError; msgraph had made it a tuple)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, ops
from _rerun28_util import run


def method_trace(x):
    return x.trace()


def method_flip_int(x):
    return x.flip(0)


def ops_flip_int(x):
    return ops.flip(x, 1)


def mint_flip_int(x):
    return mint.flip(x, 0)


def method_flip_tuple(x):
    return x.flip((1,))


run("Tensor.trace 0-d", method_trace, Tensor(np.array(2.0, np.float32)))
run("Tensor.trace 1-d", method_trace, Tensor(np.arange(5, dtype=np.int32)))
run("Tensor.trace 2-d", method_trace, Tensor(np.arange(12, dtype=np.int32).reshape(3, 4)))
x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
run("Tensor.flip int", method_flip_int, x)
run("ops.flip int", ops_flip_int, x)
run("mint.flip int", mint_flip_int, x)
run("Tensor.flip tuple", method_flip_tuple, x)

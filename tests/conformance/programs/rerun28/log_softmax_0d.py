"""LogSoftmax of a 0-d input: axis 0 gives 0.0 in MindSpore 2.10 (nn.LogSoftmax(0), ops.log_softmax(x, 0)); only
axis -1 hits the CPU kernel's RuntimeError.  Session 25's fn25 fix raised for every axis (nn_layer_sweep
LogSoftmax.1.0d regressed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _rerun28_util import run


def axis0(x):
    return ops.log_softmax(x, 0)


def axis_last(x):
    return ops.log_softmax(x, -1)


for dt in (ms.float16, ms.float32, ms.float64):
    x = Tensor(np.array(1.5), dt)
    run(f"ops axis 0 {dt}", axis0, x)
    run(f"ops axis -1 {dt}", axis_last, x)
x = Tensor(np.array(-0.25), ms.float32)
run("nn.LogSoftmax(0)", nn.LogSoftmax(0), x)
run("nn.LogSoftmax()", nn.LogSoftmax(), x)
run("1-d axis 0", axis0, Tensor(np.array([1.0, 2.0, 3.0]), ms.float32))

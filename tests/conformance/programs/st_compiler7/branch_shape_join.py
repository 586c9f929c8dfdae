# Tensor if/else whose branches give one rank and different shapes: MindSpore joins them into a dynamic
# shape (msgraph: MSG401 before).
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit


def sliced(x, c):
    if c > 0:
        y = x[:2]
    else:
        y = x
    return y * 2


def topk_or_empty(x, k):
    if k == 0:
        output = (ops.ones((0,), dtype=ms.float32), ops.ones((0,), dtype=ms.int32))
    else:
        output = ops.topk(x, k, None, True, True)
    return output


def run(fn):
    return jit(fn) if ms.get_context("mode") == ms.GRAPH_MODE else fn


x = Tensor(np.arange(3.0).astype(np.float32))
emit("sliced_true", run(sliced)(x, Tensor(1)))
emit("sliced_false", run(sliced)(x, Tensor(-1)))
emit("topk_empty", run(topk_or_empty)(Tensor([1., 2., 3.]), Tensor([0])))

"""MindSpore 2.10's *_ext names of mint forms that run on CPU: mint.softmax_ext, mint.flatten_ext, mint.cdist_,
mint.nn.functional.norm_ext (refused on CPU: LinalgVectorNorm), ops.float_power_ext, ops.isnan_ext, in PyNative and
a Graph-mode Cell."""
import numpy as np
import mindspore as ms
from mindspore import mint, ops
from _conf import emit
from _api26_util import call, graph_or_eager

x = ms.Tensor(np.arange(6, dtype=np.float32).reshape(2, 3) - 2)


def softmax_ext(a):
    return mint.softmax_ext(a, 1)


def flatten_ext(a):
    return mint.flatten_ext(a)


def cdist_(a):
    return mint.cdist_(a, a * 0.5)


def float_power_ext(a):
    return ops.float_power_ext(a, 2)


def isnan_ext(a):
    return ops.isnan_ext(a)


for name, fn in (("softmax_ext", softmax_ext), ("flatten_ext", flatten_ext), ("cdist_", cdist_),
                 ("float_power_ext", float_power_ext), ("isnan_ext", isnan_ext)):
    call(name, graph_or_eager(fn), x)
call("isnan_ext_nan", graph_or_eager(isnan_ext), ms.Tensor([1.0, float("nan"), float("inf")]))
emit("same_objects", [mint.softmax_ext is mint.nn.functional.softmax, mint.flatten_ext is mint.nn.functional.flatten, mint.nn.functional.norm_ext is mint.norm,
                      ops.float_power_ext is mint.float_power, ops.isnan_ext is mint.isnan,
                      ops.functional.isnan_ext is mint.isnan])

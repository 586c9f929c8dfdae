"""mindspore.numpy dtypes as MindSpore 2.10: average of an integer Tensor without weights is its integer mean (the
dtype kept), sign of an integer Tensor is Float32, argmin is Int32, trace of an integer Tensor is Int64 and of a bool
Tensor Bool."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import nn
from _conf import emit


class Net(nn.Cell):
    def construct(self, x):
        return mnp.average(x, 1), mnp.average(x), mnp.sign(x), mnp.argmin(x), mnp.argmin(x, 0), mnp.trace(x)


for dt in ("int32", "int64", "uint8", "float32", "float16"):
    emit(f"mnp_{dt}", Net()(ms.Tensor((np.arange(6).reshape(2, 3) - 2).astype(dt))))
emit("mnp_trace_bool", mnp.trace(ms.Tensor(np.arange(6).reshape(2, 3) % 4 == 1)))

import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit


class IsNumpy(nn.Cell):
    def construct(self, x):
        return isinstance(x.asnumpy(), np.ndarray)


class IsNumpyTypeOf(nn.Cell):
    def construct(self, x):
        y = np.array([-1, 2, 4])
        return isinstance(x.asnumpy(), type(y))


class IsTensorAfterAsnumpy(nn.Cell):
    def construct(self, x):
        return isinstance(x.asnumpy(), (Tensor, int)), isinstance(x, np.ndarray), isinstance(x, Tensor)


def type_name(x):
    return type(x.asnumpy())


x = Tensor(np.array([-1, 2, 4]))
emit("isinstance_ndarray", IsNumpy()(x))
emit("isinstance_type_of_array", IsNumpyTypeOf()(x))
emit("isinstance_other_classes", IsTensorAfterAsnumpy()(x))
run = jit(type_name) if ms.get_context("mode") == ms.GRAPH_MODE else type_name
emit("type_of_asnumpy", str(run(x)))

# MS_JIT=0 runs a @jit function (and a Cell in Graph mode) as plain Python; MindSpore reads it at each call,
# so setting it after the function was decorated counts (st/compiler/fallback test_graph_fallback_third_party
# test_env_ms_jit).
import os
import mindspore as ms
from mindspore import jit, nn, Tensor
from mindspore.common.initializer import initializer
from _conf import emit, emit_error


@jit
def make():
    t = initializer('ones', [1, 2, 3], ms.float32)
    return t


class Net(nn.Cell):
    def construct(self, x):
        return x + initializer('ones', [2], ms.float32).init_data()


os.environ['MS_JIT'] = '0'
try:
    emit("disabled", make().init_data() if hasattr(make(), "init_data") else make())
    emit("disabled_shape", make().shape)
    emit("disabled_cell", Net()(Tensor([1.0, 2.0])))
finally:
    os.environ['MS_JIT'] = '1'
emit_error("enabled", make)
del os.environ['MS_JIT']

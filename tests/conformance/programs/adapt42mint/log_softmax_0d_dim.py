"""mint log_softmax of a 0-d input with a dim other than -1 / 0 (adapt42mint, a variant of st/mint
test_log_softmax): MindSpore 2.10's LogSoftmaxExt refuses it with a ValueError (in both modes), where SoftmaxExt's
is an IndexError; msgraph raised the IndexError for both."""
import numpy as np
from mindspore import Tensor, mint, nn
from _conf import emit_error


class LogSm(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def construct(self, x):
        return mint.nn.functional.log_softmax(x, self.dim)


class Sm(nn.Cell):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def construct(self, x):
        return mint.nn.functional.softmax(x, self.dim)


s = Tensor(np.float32(-0.7))
emit_error("log_softmax_0d_dim1", lambda: LogSm(1)(s))
emit_error("log_softmax_0d_dim-2", lambda: LogSm(-2)(Tensor(np.float64(0.5))))
emit_error("LogSoftmax_layer_0d_dim2", lambda: mint.nn.LogSoftmax(2)(Tensor(np.float16(1.5))))
emit_error("softmax_0d_dim5", lambda: Sm(5)(s))

"""APIs MindSpore forbids in graph code (initializer, context, log, Cell.get_parameters...) are a
RuntimeError at compile time naming the API; used in __init__ they are fine."""
import numpy as np
import mindspore as ms
from mindspore import nn, jit, Tensor, context
from mindspore.common.initializer import initializer, One
from mindspore import log as logger
from _conf import emit, emit_error

MODES = ("graph",)


class InitClassNet(nn.Cell):
    def construct(self):
        return One()


class InitFuncNet(nn.Cell):
    def construct(self):
        return initializer('ones', [1, 2, 3], ms.float32)


class ContextNet(nn.Cell):
    def construct(self, x):
        if not context.get_context('mode'):
            x = x - 1
        return x + x


class LogNet(nn.Cell):
    def construct(self, x):
        logger.warning("some warnings.")
        return x


class Inner(nn.Cell):
    def construct(self):
        return True


class ParamsNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()

    def construct(self):
        return self.inner.trainable_params()


@jit
def jit_initializer():
    return initializer('ones', [2], ms.float32)


class OkNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(initializer(One(), [2], ms.float32), name="w")
        self.n = len(self.trainable_params())

    def construct(self, x):
        return x * self.w + self.n


x = Tensor(np.arange(2, dtype=np.float32))
emit_error("initializer_class", InitClassNet())
emit_error("initializer_function", InitFuncNet())
emit_error("context_get_context", ContextNet(), x)
emit_error("log_warning", LogNet(), x)
emit_error("cell_trainable_params", ParamsNet())
emit_error("jit_function_initializer", jit_initializer)
emit("used_in_init", OkNet()(x))


class AssignValueNet(nn.Cell):
    def construct(self, a, b):
        return a.assign_value(b)


class ConstArgNet(nn.Cell):
    def construct(self, a):
        a.set_const_arg(False)
        return a


emit_error("tensor_assign_value", AssignValueNet(), x, x)
emit_error("tensor_set_const_arg", ConstArgNet(), x)

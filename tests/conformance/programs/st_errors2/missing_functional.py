"""Function forms msgraph lacked (MindSpore 2.10, both modes): ops.chunk, ops.inner, ops.narrow, ops.prelu,
ops.batch_norm (inference and training, running statistics updated in place) and the 5-output ops.BatchNorm
primitive."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit


class Chunk(nn.Cell):
    def construct(self, x):
        return ops.chunk(x, 3), ops.chunk(x, 4, axis=1), ops.chunk(x, 6)


class Inner(nn.Cell):
    def construct(self, a, b, v):
        return ops.inner(a, b), ops.inner(a, v[0]), ops.inner(v, v)


class Narrow(nn.Cell):
    def construct(self, x):
        return ops.narrow(x, 0, 1, 3), ops.narrow(x, -1, 1, 1)


class Prelu(nn.Cell):
    def construct(self, x, w, w1):
        return ops.prelu(x, w), ops.prelu(x, w1)


class BN(nn.Cell):
    def __init__(self, training):
        super().__init__()
        self.m = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="m")
        self.v = Parameter(Tensor(np.array([1.0, 2.0, 4.0], np.float32)), name="v")
        self.training_ = training

    def construct(self, x, s, b):
        y = ops.batch_norm(x, self.m, self.v, s, b, self.training_, 0.3, 1e-3)
        return y, self.m + 0, self.v + 0


class BNPrim(nn.Cell):
    def __init__(self, training):
        super().__init__()
        self.m = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="m")
        self.v = Parameter(Tensor(np.array([1.0, 2.0, 4.0], np.float32)), name="v")
        self.op = ops.BatchNorm(is_training=training, epsilon=1e-3, momentum=0.3)

    def construct(self, x, s, b):
        out = self.op(x, s, b, self.m, self.v)
        # outputs 1 and 2 (and 3, 4 in inference) are scratch memory on MindSpore's CPU kernel: not compared
        return out[0], out[3], out[4], self.m + 0, self.v + 0


x = Tensor(np.arange(10, dtype=np.float32).reshape(5, 2))
emit("chunk", Chunk()(x))
emit("chunk_int", Chunk()(Tensor(np.arange(14, dtype=np.int32).reshape(7, 2))))
a = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
b = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3))
emit("inner", Inner()(a, b, Tensor(np.array([1.0, 2.0, 3.0], np.float32))))
emit("narrow", Narrow()(x))
xp = Tensor(np.arange(-4, 4, dtype=np.float32).reshape(2, 2, 2))
emit("prelu", Prelu()(xp, Tensor(np.array([0.1, 0.2], np.float32)), Tensor(np.array([0.5], np.float32))))
x3 = Tensor(np.arange(12, dtype=np.float32).reshape(2, 3, 2))
s = Tensor(np.array([1.0, 2.0, 0.5], np.float32))
bb = Tensor(np.array([0.0, 1.0, -1.0], np.float32))
emit("batch_norm_infer", BN(False)(x3, s, bb))
emit("batch_norm_train", BN(True)(x3, s, bb))
x4 = Tensor(np.arange(24, dtype=np.float32).reshape(2, 3, 2, 2))
emit("batch_norm_train_4d", BN(True)(x4, s, bb))
emit("BatchNorm_prim_infer", BNPrim(False)(x3, s, bb)[0])
emit("BatchNorm_prim_train", BNPrim(True)(x4, s, bb))

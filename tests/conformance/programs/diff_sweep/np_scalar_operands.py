"""A numpy scalar operand of Tensor arithmetic is a (weak) Python number of its kind, in both modes:
float16 * np.float32 stays float16, int32 * np.int64 stays int32, int32 * np.float64 is float32;
``x * np.sqrt(2.0)`` in a graph is float32 for a float32 x (the model zoo's scaling constants)."""
import math
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

h = Tensor(np.array([1.5, -2.0, 3.25], np.float16))
f = Tensor(np.array([1.5, -2.0, 3.25], np.float32))
i = Tensor(np.array([1, -2, 7], np.int32))
l = Tensor(np.array([1, -2, 7], np.int64))
b = Tensor(np.array([True, False, True]))


class Scale(nn.Cell):
    def __init__(self):
        super().__init__()
        self.c = np.sqrt(2.0)
        self.c32 = np.float32(0.5)

    def construct(self, x):
        return x * np.sqrt(2.0), x / np.sqrt(3.0), x * self.c, x + self.c32, x + np.float64(0.5), x - np.pi


@ms.jit
def scale_fn(x):
    return x * np.sqrt(2.0), ops.mul(x, np.float64(2.0)), x * math.sqrt(2.0), ops.Mul()(x, np.float32(1.5))


for name, x in (("float32", f), ("float16", h), ("int32", i)):
    emit(f"cell_{name}", Scale()(x))
    emit(f"jit_{name}", scale_fn(x))


class Kinds(nn.Cell):
    def construct(self, h, f, i, l, b):
        return (h * np.float32(2.5), h + np.float64(0.5), h * np.int64(2), f * np.float16(2.5),
                i * np.int64(2), i + np.int8(3), i * np.float64(2.5), i * np.float16(0.5), i * np.bool_(True),
                l * np.int32(2) if False else l * np.int16(2), l + np.float32(0.5),
                b * np.int64(2), b * np.float32(1.5), b * np.bool_(True),
                ops.add(i, np.float64(0.5)), ops.maximum(h, np.float32(1.0)), ops.sub(f, np.int64(1)))


emit("kinds", Kinds()(h, f, i, l, b))


class Consts(nn.Cell):
    def construct(self, x):
        return (ms.Tensor(np.sqrt(2.0) * 2), ms.Tensor(np.array([1.5, 2.5])), ms.Tensor(np.float32(1.5)),
                ops.fill(ms.float32, (2,), np.float64(2.5)), ops.scalar_to_tensor(np.float64(2.5)),
                x * (1.0 / np.sqrt(4.0)))


emit("consts", Consts()(f))


class TensorOfNp(nn.Cell):
    def construct(self, x):
        # a graph makes np.float64(2.5) / np.uint8(2) Python numbers (float32 / int64 Tensors); PyNative keeps numpy's dtype
        return ms.Tensor(np.float64(2.5)), ms.Tensor(np.uint8(2)), ms.Tensor(np.int32(2)), np.float32(2.5), np.int64(3)


emit("tensor_of_numpy_scalar", TensorOfNp()(f))

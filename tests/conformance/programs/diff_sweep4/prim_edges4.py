"""Primitives and functions as MindSpore 2.10: ops.depend of a tuple returns its Tensors; InvertPermutation of a
constant tuple; clip_by_global_norm of one Tensor returns a Tensor; Tensor.trace of an integer Tensor is Int64 (ops.trace
keeps the dtype), mindspore.numpy.trace of a bool Tensor is Bool; mindspore.numpy.argmin is Int32; the float16 gradient
of bicubic interpolation; the error classes below (Tensor.nan_to_num of a non-float Tensor is a TypeError)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import nn, ops
from _conf import emit, emit_error

# MindSpore 2.10's Graph mode fails on clip_by_global_norm of a single Tensor (AddN of a Tensor, not a tuple);
# its PyNative mode and the documentation take one Tensor
FOLLOW_PYNATIVE = {"clip_global_norm_tensor": "MindSpore's graph mode calls AddN on the single Tensor (a TypeError)"}


class Dep(nn.Cell):
    def construct(self, x):
        return ops.depend((x, x * 2), x + 1)


class Inv(nn.Cell):
    def construct(self, x):
        return ops.InvertPermutation()((2, 0, 3, 1)), x


class Clip(nn.Cell):
    def construct(self, x):
        return ops.clip_by_global_norm(x, 1.0), ops.clip_by_global_norm((x, x * 2), 2.0)


class Trace(nn.Cell):
    def construct(self, x):
        return x.trace(), ops.trace(x), x.trace(1), mnp.trace(x), mnp.argmin(x), mnp.argmin(x, 1)


class TraceBool(nn.Cell):
    def construct(self, x):
        return x.trace(), x.trace(1), mnp.trace(x), mnp.argmin(x)


class Bicubic(nn.Cell):
    def construct(self, x):
        return ops.interpolate(x, size=(5, 7), mode="bicubic", align_corners=True)


x = ms.Tensor(np.arange(6).reshape(2, 3).astype(np.float32) * 0.5 - 1)
emit("depend_tuple", Dep()(x))
emit("invert_permutation", Inv()(x))
emit_error("clip_global_norm_tensor", Clip(), x)
for dt in ("int32", "uint8", "int64", "float16"):
    emit(f"trace_{dt}", Trace()(ms.Tensor((np.arange(6).reshape(2, 3) % 4).astype(dt))))
b = ms.Tensor((np.arange(6).reshape(2, 3) % 4).astype(np.bool_))
emit("trace_bool", TraceBool()(b))
emit_error("ops_trace_bool", ops.trace, b)
emit("bicubic_grad_fp16", ms.grad(Bicubic())(ms.Tensor(np.arange(24).reshape(1, 2, 3, 4).astype(np.float16) * 0.5)),
     rtol=3e-3, atol=3e-3)

x4 = ms.Tensor(np.arange(96).reshape(2, 4, 3, 4).astype(np.float32))
emit_error("reverse_sequence_len", ops.ReverseSequence(1), x4[0], ms.Tensor([4, 1, 2, 3]))
emit_error("interp_size_and_scale", ops.interpolate, x4, (2, 2), 2.0)
emit_error("interp_no_size", ops.interpolate, x4, None, None, "bilinear")
emit_error("interp_nearest_align", ops.interpolate, x4, (5, 7), None, "nearest", True)
p = ops.Sigmoid()(x4)
emit_error("bce_reduction", lambda: ops.BinaryCrossEntropy("bad")(p, p))
for dt in ("int32", "bool_", "uint8"):
    emit_error(f"nan_to_num_{dt}", lambda: ms.Tensor(np.arange(6).astype(dt)).nan_to_num(0.0))
emit_error("resize_nn_size", lambda: ops.ResizeNearestNeighbor((2,))(x4))

# TruncateDiv / fmod of a bool Tensor by a Python int divide in int64; two bool operands are a TypeError
bt = ms.Tensor(np.array([True, False, True]))
emit("truncate_div_bool_int", ops.TruncateDiv()(bt, 2))
emit("fmod_bool_int", bt.fmod(-2))
emit_error("truncate_div_bool_bool", ops.TruncateDiv(), bt, True)

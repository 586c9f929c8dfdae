"""float16 MatMul followed by BiasAdd: MindSpore 2.10's CPU Graph mode (and ms.jit) fuses the pair into one kernel
that adds the bias to the float32 product and rounds once; PyNative rounds the product to float16 and then the
sum (an ulp apart in some elements).  `MatMul + b` (an Add) is not fused; float32 is the same either way.  Found
driving the model zoo (zoo33): DeepFM's float16 DenseLayer (Cast, MatMul, BiasAdd, ReLU) and FastText's
`nn.Dense(...).to_float(float16)` differed from MindSpore in Graph mode only; MindSpore's own PyNative and Graph
results differ the same way.  The gradients stay the op-by-op ones (the backward has no BiasAdd to fuse)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit

x = Tensor((np.sin(np.arange(64)) * 0.7).reshape(8, 8).astype(np.float16))
w = Tensor((np.cos(np.arange(32) * 1.3) * 0.5).reshape(4, 8).astype(np.float16))
wt = Tensor((np.cos(np.arange(32) * 1.3) * 0.5).reshape(8, 4).astype(np.float16))
b = Tensor((np.arange(4) * 0.0371 - 0.05).astype(np.float16))
mm_t = ops.MatMul(transpose_b=True)
mm = ops.MatMul()
ba = ops.BiasAdd()


class MatBias(nn.Cell):
    def construct(self, x, w, b):
        return ba(mm_t(x, w), b)


class MatPlus(nn.Cell):
    def construct(self, x, w, b):
        return mm_t(x, w) + b


class MatBiasRelu(nn.Cell):
    def construct(self, x, w, b):
        return ops.relu(ba(mm(x, w), b))


class CastDense(nn.Cell):
    """DeepFM's DenseLayer with convert_dtype: float32 in, casts, MatMul, BiasAdd, ReLU, float32 out."""
    def __init__(self):
        super().__init__()
        self.weight = ms.Parameter(Tensor(wt.asnumpy().astype(np.float32)), name="weight")
        self.bias = ms.Parameter(Tensor(b.asnumpy().astype(np.float32)), name="bias")

    def construct(self, x):
        x = ops.cast(x, ms.float16)
        wx = ba(mm(x, ops.cast(self.weight, ms.float16)), ops.cast(self.bias, ms.float16))
        return ops.cast(ops.relu(wx), ms.float32)


class Both(nn.Cell):
    def construct(self, x, w, b):
        m = mm_t(x, w)
        return ba(m, b), m * 2


for name, cell in (("matmul_biasadd", MatBias()), ("matmul_plus", MatPlus()), ("matmul_biasadd_relu", None),
                   ("matmul_used_twice", Both())):
    if cell is None:
        emit(name, MatBiasRelu()(x, wt, b), rtol=0, atol=0)
    else:
        emit(name, cell(x, w, b), rtol=0, atol=0)
emit("float32", MatBias()(ops.cast(x, ms.float32), ops.cast(w, ms.float32), ops.cast(b, ms.float32)), rtol=1e-6)
cd = CastDense()
x32 = ops.cast(x, ms.float32) * 1.01
emit("cast_dense", cd(x32), rtol=0, atol=0)


def cd_sum(v):
    return cd(v).sum()


mbr = MatBiasRelu()


def mbr_sum(a, c, d):
    return mbr(a, c, d).sum()


emit("cast_dense_grads", ms.grad(cd_sum, grad_position=0, weights=cd.trainable_params())(x32), rtol=0, atol=0)
emit("matmul_biasadd_relu_grads", ms.grad(mbr_sum, grad_position=(0, 1, 2))(x, wt, b), rtol=0, atol=0)
dense = nn.Dense(8, 4, weight_init=Tensor(w.asnumpy().astype(np.float32)),
                 bias_init=Tensor(b.asnumpy().astype(np.float32))).to_float(ms.float16)
emit("dense_to_float16", dense(ops.cast(x, ms.float32) * 1.01), rtol=0, atol=0)


@ms.jit
def jitted(a, c, d):
    return ba(mm_t(a, c), d)


emit("jit_matmul_biasadd", jitted(x, w, b), rtol=0, atol=0)

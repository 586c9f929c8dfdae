"""pyboost-style ops (zeros / ones / copy / contiguous / auto cast), jit re-called with other shapes (auto dynamic
shape), dynamic sens, jit of data-dependent shapes (unique / masked_select), Parameter-input jit grads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ops, nn, jit, mint
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
for nm, f in [("zeros_t", lambda: ops.zeros((2, 3))), ("zeros_i", lambda: ops.zeros(3, ms.int8)),
              ("zeros_tensor_shape", lambda: ops.zeros(Tensor([2, 2]), ms.float16)),
              ("zeros_empty", lambda: ops.zeros((0, 2))), ("zeros_0d", lambda: ops.zeros(())),
              ("ones_bool", lambda: ops.ones((2,), ms.bool_)), ("ones_f64", lambda: ops.ones([1, 2], dtype=ms.float64)),
              ("mint_zeros", lambda: mint.zeros((2, 2), dtype=ms.int32)), ("mint_ones", lambda: mint.ones(3)),
              ("zeros_like", lambda: ops.zeros_like(Tensor(np.ones((2, 2), np.int64)))),
              ("ones_like_dt", lambda: ops.ones_like(Tensor(np.ones((2,), np.int64)), dtype=ms.float16)),
              ("mint_zeros_like", lambda: mint.zeros_like(Tensor(np.ones((2,), np.float16)))),
              ("full", lambda: ops.full((2,), 3)), ("full_f", lambda: ops.full((2,), 3.5, dtype=ms.int32)),
              ("zeros_neg", lambda: ops.zeros((-1, 2))), ("zeros_float_shape", lambda: ops.zeros((2.0, 2))),
              ]:
    case(nm)(f)
    case(nm + "_jit")(jit(f))

t = Tensor(np.arange(12).reshape(3, 4).astype(np.float32))
case("T_contig")(lambda: (t.T.is_contiguous(), t.T.contiguous().is_contiguous(), t.T.contiguous()))
case("slice_copy")(lambda: t[:, 1:3].copy())
case("copy_")(lambda: (lambda d: (d.copy_(t[:, ::2]), d)[1])(Tensor(np.zeros((3, 2), np.float32))))
case("copy_bcast")(lambda: (lambda d: (d.copy_(Tensor(np.array([1.0, 2.0], np.float32))), d)[1])(Tensor(np.zeros((3, 2), np.float32))))
case("copy_dtype")(lambda: (lambda d: (d.copy_(Tensor(np.array([1.7, -2.2], np.float32))), d)[1])(Tensor(np.zeros((2,), np.int32))))
case("copy_ret")(lambda: (lambda d: d.copy_(Tensor(np.array([1.0, 2.0], np.float32))))(Tensor(np.zeros((2,), np.float16))))
case("view_write")(lambda: (lambda v: (v.add_(1), t)[1])(t[0]))
case("transpose_inplace")(lambda: (lambda u: (lambda v: (v.mul_(2), u)[1])(u.transpose(1, 0)))(Tensor(np.arange(4).reshape(2, 2).astype(np.float32))))

@jit
def dyn(x):
    return x.sum(-1) * x.shape[-1], ops.reshape(x, (-1,))
for i, shp in enumerate([(2, 3), (3, 3), (4, 5), (4,), (1, 2, 2)]):
    case(f"autodyn_{i}")(lambda shp=shp: dyn(Tensor(np.arange(np.prod(shp)).reshape(shp).astype(np.float32))))
case("autodyn_i")(lambda: dyn(Tensor(np.arange(6).reshape(2, 3).astype(np.int32))))

@jit
def uniq(x):
    u, idx = ops.unique(x)
    return u * 2, idx, ops.masked_select(x, x > 1)
case("uniq1")(lambda: uniq(Tensor(np.array([3, 1, 3, 2], np.int32))))
case("uniq2")(lambda: uniq(Tensor(np.array([5, 5, 0, 1, 7, 0], np.int32))))
case("uniq_grad")(lambda: ms.grad(lambda x: uniq(x)[2].sum())(Tensor(np.array([3.0, 1.0, 3.0, 2.0], np.float32))))

class Sens(nn.Cell):
    def construct(self, x):
        return ops.relu(x) * 2
net = Sens()
g = ops.GradOperation(sens_param=True)(net)
case("sens1")(lambda: g(Tensor(np.array([-1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0], np.float32))))
case("sens2")(lambda: g(Tensor(np.array([[-1.0, 2.0, 0.0]], np.float32)), Tensor(np.array([[1.0, 1.0, 1.0]], np.float32))))
case("sens_bcast")(lambda: g(Tensor(np.array([-1.0, 2.0], np.float32)), Tensor(np.float32(2.0))))
case("sens_dtype")(lambda: g(Tensor(np.array([-1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0], np.float16))))
case("sens_shape_bad")(lambda: g(Tensor(np.array([-1.0, 2.0], np.float32)), Tensor(np.array([3.0, 4.0, 5.0], np.float32))))

with_cast = lambda x: ops.cast(x, ms.float16) + Tensor(np.array([0.1], np.float32))
case("mixed_f16_f32")(lambda: with_cast(Tensor(np.array([1.0, 2.0], np.float32))))
case("mixed_i8_u8")(lambda: Tensor(np.array([100], np.int8)) + Tensor(np.array([200], np.uint8)))
case("mixed_bool_int")(lambda: Tensor(np.array([True])) + Tensor(np.array([3], np.int16)))
case("mixed_int_float_scalar")(lambda: Tensor(np.array([3], np.int16)) * 2.5)
case("mixed_f16_scalar")(lambda: Tensor(np.array([3], np.float16)) * 70000.0)
case("mixed_u8_neg")(lambda: Tensor(np.array([3], np.uint8)) - 5)
case("mixed_jit")(lambda: jit(lambda a, b: a * b + 1)(Tensor(np.array([3], np.int8)), Tensor(np.array([2.5], np.float64))))

p1 = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="p1")
@jit
def pf(p, x):
    return (p * x).sum()
case("jit_param_grad")(lambda: ms.grad(pf, grad_position=(0, 1))(p1, Tensor(np.array([3.0, 4.0], np.float32))))
case("jit_param_grad_w")(lambda: ms.grad(pf, grad_position=None, weights=[p1])(p1, Tensor(np.array([3.0, 4.0], np.float32))))
case("jit_param_grad_both")(lambda: ms.grad(pf, grad_position=1, weights=ms.ParameterTuple([p1]))(p1, Tensor(np.array([3.0, 4.0], np.float32))))

"""Parameter semantics (name / clone / requires_grad / set_data / init / copy), ParameterTuple, jit functions that
mutate Parameters, gradients through jit from PyNative grad, recompute."""
import copy
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, ops, nn, jit
from mindspore.common.initializer import initializer, One, Zero, Constant
from _h import case

ms.set_context(mode=ms.PYNATIVE_MODE)
a32 = np.arange(6).reshape(2, 3).astype(np.float32)

case("p_basic")(lambda: Parameter(Tensor(a32), name="w"))
case("p_noname")(lambda: Parameter(Tensor(a32)).name)
case("p_int")(lambda: Parameter(3, name="i"))
case("p_float")(lambda: Parameter(2.5, name="f"))
case("p_bool")(lambda: Parameter(True, name="b"))
case("p_np")(lambda: Parameter(np.ones((2,), np.int8), name="n"))
case("p_list")(lambda: Parameter([1, 2], name="l"))
case("p_rg_false")(lambda: Parameter(Tensor(a32), name="w", requires_grad=False))
case("p_int_rg")(lambda: Parameter(Tensor(np.arange(3, dtype=np.int32)), name="wi").requires_grad)
case("p_init")(lambda: Parameter(initializer("ones", [2, 2], ms.float16), name="o"))
case("p_init_const")(lambda: Parameter(initializer(Constant(3), [3], ms.int32), name="c"))
case("p_init_zero")(lambda: Parameter(initializer(Zero(), (2,), ms.float64), name="z"))
case("p_clone")(lambda: Parameter(Tensor(a32), name="w").clone())
case("p_clone_name")(lambda: (lambda p: (p.name, p.clone().name, p.clone(init="zeros")))(Parameter(Tensor(a32), name="w")))
case("p_clone_indep")(lambda: (lambda p: (lambda c: (ops.assign(c, Tensor(a32 * 0)), p))(p.clone()))(Parameter(Tensor(a32), name="w")))
case("p_set_data")(lambda: (lambda p: (p.set_data(Tensor(a32 + 1)), p)[1])(Parameter(Tensor(a32), name="w")))
case("p_set_data_shape")(lambda: (lambda p: (p.set_data(Tensor(np.ones((3,), np.float32))), p)[1])(Parameter(Tensor(a32), name="w")))
case("p_set_data_dtype")(lambda: (lambda p: (p.set_data(Tensor(np.ones((2, 3), np.int32))), p)[1])(Parameter(Tensor(a32), name="w")))
case("p_set_data_dtype64")(lambda: (lambda p: (p.set_data(Tensor(np.ones((2, 3), np.float64))), p)[1])(Parameter(Tensor(a32), name="w")))
case("p_set_data_slice")(lambda: (lambda p: (p.set_data(Tensor(np.ones((2, 3), np.float32)), slice_shape=True), p)[1])(Parameter(Tensor(a32), name="w")))
case("p_set_data_int_scalar")(lambda: (lambda p: (p.set_data(Tensor(5, ms.int32)), p)[1])(Parameter(Tensor(1, ms.int32), name="i")))
case("p_copy")(lambda: copy.copy(Parameter(Tensor(a32), name="w")))
case("p_deepcopy")(lambda: copy.deepcopy(Parameter(Tensor(a32), name="w")))
case("p_arith")(lambda: Parameter(Tensor(a32), name="w") * 2 + 1)
case("p_arith_type")(lambda: type(Parameter(Tensor(a32), name="w") * 2).__name__)
case("p_name_set")(lambda: (lambda p: (setattr(p, "name", "new"), p.name)[1])(Parameter(Tensor(a32), name="w")))
case("p_name_bad")(lambda: (lambda p: setattr(p, "name", 3))(Parameter(Tensor(a32), name="w")))
case("p_rg_set")(lambda: (lambda p: (setattr(p, "requires_grad", False), p.requires_grad)[1])(Parameter(Tensor(a32), name="w")))
case("p_layerwise")(lambda: Parameter(Tensor(a32), name="w").layerwise_parallel)
case("p_value")(lambda: Parameter(Tensor(a32), name="w").value())
case("p_asnumpy_dtype")(lambda: str(Parameter(Tensor(a32.astype(np.float16)), name="w").asnumpy().dtype))
case("p_str")(lambda: str(Parameter(Tensor(np.array([1.5], np.float32)), name="w")))
case("p_repr")(lambda: repr(Parameter(Tensor(np.array([1.5], np.float32)), name="w")))
case("ptuple")(lambda: ParameterTuple((Parameter(Tensor(a32), name="a"), Parameter(Tensor(a32), name="b"))))
case("ptuple_dup")(lambda: ParameterTuple((Parameter(Tensor(a32), name="a"), Parameter(Tensor(a32), name="a"))))
case("ptuple_clone")(lambda: [p.name for p in ParameterTuple((Parameter(Tensor(a32), name="a"),)).clone("pre")])
case("ptuple_clone_z")(lambda: ParameterTuple((Parameter(Tensor(a32), name="a"),)).clone("pre", init="zeros"))
case("ptuple_bad")(lambda: ParameterTuple((Tensor(a32),)))

class M(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.ones((3,), np.float32)), name="w")
        self.c = Parameter(Tensor(0, ms.int32), name="c", requires_grad=False)
    @jit
    def step(self, x):
        ops.assign(self.w, self.w + x)
        ops.assign_add(self.c, Tensor(1, ms.int32))
        return self.w * 2
    @jit
    def step2(self, x):
        self.w.set_data(x)    # set_data in jit
        return self.w
    @jit
    def step3(self, x):
        self.w = self.w * x
        return self.w
    @jit
    def step4(self, x):
        y = self.w + 0
        ops.assign(self.w, x)
        return y, self.w
    @jit
    def step5(self, x):
        self.w[0] = x
        return self.w
m = M()
case("m_step1")(lambda: (m.step(Tensor(np.array([1, 2, 3], np.float32))), m.w, m.c))
case("m_step2")(lambda: (m.step(Tensor(np.array([1, 2, 3], np.float32))), m.w, m.c))
case("m_step_f64")(lambda: (m.step(Tensor(np.array([1, 2, 3], np.float64))), m.w, m.c))
case("m_step_int")(lambda: (m.step(Tensor(np.array([1, 2, 3], np.int32))), m.w, m.c))
case("m_step_bcast")(lambda: (m.step(Tensor(np.ones((2, 3), np.float32))), m.w, m.c))
case("m_set_data_jit")(lambda: (m.step2(Tensor(np.array([5, 6, 7], np.float32))), m.w))
case("m_setattr_jit")(lambda: (m.step3(Tensor(np.array([2, 2, 2], np.float32))), m.w))
case("m_assign_order")(lambda: (m.step4(Tensor(np.array([9, 9, 9], np.float32))), m.w))
case("m_setitem")(lambda: (m.step5(Tensor(1.0)), m.w))

w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="gw")
@jit
def upd(x):
    ops.assign(w, w * x)
    return w + 1
case("g_upd")(lambda: (upd(Tensor(np.array([3.0, 3.0], np.float32))), w))
case("g_upd2")(lambda: (upd(Tensor(np.array([0.5, 2.0], np.float32))), w))

@jit
def upd_ret(p, x):
    ops.assign(p, x)
    return p
pp = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="pp")
case("param_arg_assign")(lambda: (upd_ret(pp, Tensor(np.array([4.0, 5.0], np.float32))), pp))
case("param_arg_assign_i")(lambda: (upd_ret(pp, Tensor(np.array([7, 8], np.int32))), pp))

# gradients through jit from PyNative
@jit
def jf(x, y):
    return x * y + ops.sin(x)
def outer(x, y):
    return jf(x * 2, y) * 3
x = Tensor(np.array([0.5, 1.0], np.float32)); y = Tensor(np.array([2.0, -1.0], np.float32))
case("grad_jit")(lambda: ms.grad(outer, grad_position=(0, 1))(x, y))
case("grad_jit_vg")(lambda: ms.value_and_grad(outer, grad_position=0)(x, y))
case("grad_jit_direct")(lambda: ms.grad(jf)(x, y))
case("grad_op_sens")(lambda: ops.GradOperation(sens_param=True)(jf)(x, y, Tensor(np.array([1.0, 10.0], np.float32))))
case("grad_jit_f64")(lambda: ms.grad(outer)(Tensor(np.array([0.5], np.float64)), Tensor(np.array([2.0], np.float64))))
case("grad_jit_int")(lambda: ms.grad(outer)(Tensor(np.array([1], np.int32)), Tensor(np.array([2], np.int32))))

class Lin(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)), name="lw")
        self.b = Parameter(Tensor(np.array([0.5, -0.5], np.float32)), name="lb")
    @jit
    def construct(self, x):
        return ops.tanh(ops.matmul(x, self.w) + self.b).sum()
lin = Lin()
xx = Tensor(np.array([[0.1, 0.2], [0.3, -0.4]], np.float32))
case("cell_jit_grad_params")(lambda: ops.GradOperation(get_by_list=True)(lin, lin.trainable_params())(xx))
case("cell_jit_grad_all")(lambda: ops.GradOperation(get_all=True, get_by_list=True)(lin, ParameterTuple(lin.trainable_params()))(xx))
case("cell_jit_vg_weights")(lambda: ms.value_and_grad(lin, None, lin.trainable_params())(xx))
lin2 = Lin(); lin2.b.requires_grad = False
case("cell_jit_grad_frozen")(lambda: ms.grad(lin2, None, lin2.trainable_params())(xx))
case("cell_jit_grad_frozen_list")(lambda: ms.grad(lin2, None, [lin2.w, lin2.b])(xx))

class Blk(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.5, -2.0], np.float32)), name="bw")
    def construct(self, x):
        return ops.exp(x * self.w) + x
class RNet(nn.Cell):
    def __init__(self, rc):
        super().__init__()
        self.b1 = Blk(); self.b2 = Blk()
        if rc:
            self.b1.recompute()
    def construct(self, x):
        return (self.b2(self.b1(x)) ** 2).sum()
for rc in (False, True):
    rn = RNet(rc)
    xr = Tensor(np.array([0.1, 0.2], np.float32))
    case(f"recompute{rc}")(lambda rn=rn: ms.value_and_grad(rn, 0, rn.trainable_params())(xr))
def rf(x):
    return ops.recompute(ops.sin, x) * 2 if hasattr(ops, "recompute") else x
case("recompute_fn")(lambda: ms.grad(rf)(Tensor(np.array([0.3], np.float32))))

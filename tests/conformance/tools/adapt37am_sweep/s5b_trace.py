"""compiler/trace variants, part 2 (MindSpore 2.10 ends the process silently after a trace function sets an
item of its input, s5_trace's last case): jit(capture_mode="trace") with prints, Python scalars, second calls with other
shapes / dtypes / values, setitem on an input, mutable inputs, nested trace, side effects (Parameters), grads."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, mutable
from _h import case


def f32(*v):
    return Tensor(np.array(v, np.float32))



@jit(capture_mode="trace")
def tr_list(inputs):
    x = ops.addn(inputs)
    return x, inputs


# MindSpore 2.10 aborts the process here (a mutable list into a trace function):
# case("tr_mutable_list", lambda: tr_list(mutable([Tensor(1), Tensor(2), Tensor(3)])))
case("tr_tuple", lambda: tr_list((f32(1.0), f32(2.0))))
case("tr_list_again_len3", lambda: tr_list((f32(1.0), f32(2.0), f32(3.0))))


@jit(capture_mode="trace")
def tr_dict(d):
    return d["a"] + d["b"], len(d)


case("tr_dict", lambda: tr_dict({"a": f32(1.0), "b": f32(2.0)}))
case("tr_dict_mut", lambda: tr_dict(mutable({"a": f32(1.0), "b": f32(2.0)})))


class PNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(f32(1.0, 2.0), name="w")

    @jit(capture_mode="trace")
    def construct(self, x):
        ops.assign_add(self.w, x)
        return self.w * 2


pn = PNet()
case("tr_param_1", lambda: (pn(f32(1.0, 1.0)), pn.w.value()))
case("tr_param_2", lambda: (pn(f32(1.0, 1.0)), pn.w.value()))


@jit(capture_mode="trace")
def tr_inner(x):
    return x * 3


@jit(capture_mode="trace")
def tr_outer(x, y):
    return tr_inner(x) + y


case("tr_nested", lambda: tr_outer(f32(1.0), f32(2.0)))
case("tr_grad", lambda: ms.grad(tr_outer, (0, 1))(f32(1.0), f32(2.0)))


class GNet(nn.Cell):
    @jit(capture_mode="trace")
    def construct(self, x, y):
        return x * x * y


case("tr_cell_grad", lambda: ms.grad(GNet(), (0, 1))(f32(2.0), f32(3.0)))
case("tr_cell_vg", lambda: ms.value_and_grad(GNet(), (0, 1))(f32(2.0), f32(3.0)))


@jit(capture_mode="trace")
def tr_ret_kinds(x):
    return x, 1, 2.5, "s", None, (x, [x])


case("tr_ret_kinds", lambda: tr_ret_kinds(f32(1.0)))


@jit(capture_mode="trace")
def tr_shape(x):
    return x.reshape(x.shape[0] * x.shape[1]), x.shape


case("tr_shape_23", lambda: tr_shape(Tensor(np.ones((2, 3), np.float32))))
case("tr_shape_32", lambda: tr_shape(Tensor(np.ones((3, 2), np.float32))))


@jit(capture_mode="trace")
def tr_empty():
    return Tensor(5)


case("tr_empty_input", lambda: tr_empty())


@jit(capture_mode="trace")
def tr_kw(x, y=2, *, z=3):
    return x * y + z


case("tr_kw_default", lambda: tr_kw(f32(1.0)))
case("tr_kw_given", lambda: tr_kw(f32(1.0), f32(4.0), z=f32(1.0)))
case("tr_kw_missing", lambda: tr_kw())

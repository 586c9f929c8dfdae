"""Variants of st runtime/test_runtime_inplace and test_runtime_output: AssignAdd on Tensor arguments, on a local
value, on Parameters, chained in-place ops with other dtypes, a returned view written in place, outputs aliasing
inputs, then a second call."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case


class ArgAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = ops.AssignAdd()

    def construct(self, x, y):
        self.assignadd(x, y)
        return x


def arg_add(dx, dy, vx, vy):
    x, y = Tensor(np.array(vx, dx)), Tensor(np.array(vy, dy))
    n = ArgAdd()
    r = n(x, y)
    r2 = n(x, y)
    return r, r2, x


case("argadd_int", lambda: arg_add(np.int64, np.int64, 2, 3))
case("argadd_f32", lambda: arg_add(np.float32, np.float32, [2.0, 1.0], [3.0, 0.5]))
case("argadd_f16_f32", lambda: arg_add(np.float16, np.float32, [2.0, 1.0], [3.0, 0.5]))
case("argadd_i32_f32", lambda: arg_add(np.int32, np.float32, [2, 1], [3.5, 0.5]))
case("argadd_bcast", lambda: arg_add(np.float32, np.float32, [[2.0, 1.0], [0.0, 0.0]], [1.0]))
case("argadd_0d", lambda: arg_add(np.float32, np.float32, 2.0, 3.0))
case("argadd_scalar_y", lambda: (lambda n, x: (n(x, 3), x))(ArgAdd(), Tensor(np.array([2.0], np.float32))))
case("argadd_py_int_tensor", lambda: ArgAdd()(Tensor(2), Tensor(3)))


class LocalAdd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = ops.AssignAdd()
        self.sub = ops.AssignSub()

    def construct(self, x, y):
        z = x + y
        self.assignadd(z, x)
        self.sub(z, y)
        self.assignadd(z, x)
        return z + x, z


case("local_chain_int", lambda: LocalAdd()(Tensor(2), Tensor(3)))
case("local_chain_f32", lambda: LocalAdd()(Tensor(np.array([2.0, -1.0], np.float32)), Tensor(np.array([0.5, 0.25], np.float32))))
case("local_chain_grad", lambda: ops.GradOperation(get_all=True)(lambda x, y: LocalAdd()(x, y)[0])(Tensor(np.array([2.0, -1.0], np.float32)), Tensor(np.array([0.5, 0.25], np.float32))))


class ParamAdd(nn.Cell):
    def __init__(self, dt=np.int64):
        super().__init__()
        self.z = Parameter(Tensor(np.array(1, dt)), name="z")
        self.a = ops.AssignAdd()

    def construct(self, x, y):
        self.a(self.z, x)
        self.a(self.z, y)
        r1 = self.z * 1
        self.a(self.z, x)
        return self.z, r1


case("param_chain", lambda: (lambda n: (n(Tensor(2), Tensor(3)), n(Tensor(2), Tensor(3)), n.z))(ParamAdd()))
case("param_chain_f32", lambda: (lambda n: (n(Tensor(np.array(2.0, np.float32)), Tensor(np.array(0.5, np.float32))), n.z))(ParamAdd(np.float32)))
case("param_chain_int_float", lambda: (lambda n: (n(Tensor(np.array(2.5, np.float32)), Tensor(np.array(0.5, np.float32))), n.z))(ParamAdd()))


class ViewOut(nn.Cell):
    def construct(self, input_x):
        output = input_x[1]
        output[1] = 0
        return output


def view_out(dt):
    x = Tensor(np.arange(9).reshape(3, 3).astype(dt))
    r = ViewOut()(x)
    return r, x


case("view_out_f32", lambda: view_out(np.float32))
case("view_out_i8", lambda: view_out(np.int8))
case("view_out_bool", lambda: view_out(np.bool_))


class RetInput(nn.Cell):
    def construct(self, x, y):
        return x, y, x


def ret_input():
    x = Tensor(np.array([1.0, 2.0], np.float32))
    a, b, c = RetInput()(x, 3)
    return a is x, a is c, b, a


case("ret_input_identity", ret_input)


class ParamOut(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        return self.w, x


def param_out():
    n = ParamOut()
    w, _ = n(Tensor(1.0))
    n.w.set_data(Tensor(np.array([5.0, 6.0], np.float32)))
    return type(w).__name__, w is n.w, w


case("param_out", param_out)


class ParamOutUpd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")

    def construct(self, x):
        ops.assign_add(self.w, x)
        return self.w


def param_out_upd():
    n = ParamOutUpd()
    a = n(Tensor(np.array([1.0, 1.0], np.float32)))
    b = n(Tensor(np.array([1.0, 1.0], np.float32)))
    return type(a).__name__, a, b, n.w


case("param_out_updated", param_out_upd)

"""gradients through in-place ops in graph code (AssignAdd / inplace_add_ext_op / setitem / augassign) under
@jit ms.grad and GradOperation, the variants of st compiler/tensor_inplace test_tensor_inplace_grad."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from mindspore.ops import operations as P
from mindspore.ops.auto_generate.gen_ops_def import inplace_add_ext_op
from _h import case


class CF(nn.Cell):
    def construct(self, x, y):
        if x < y:
            a = x * y
        else:
            a = x + y
        P.AssignAdd()(x, y)
        return a
class Rep(nn.Cell):
    def construct(self, x, y):
        inplace_add_ext_op(x, y)
        return x
class Rep2(nn.Cell):
    def construct(self, x, t):
        m = t
        inplace_add_ext_op(m, x)
        n = t
        inplace_add_ext_op(n, m)
        return t
class AddIn(nn.Cell):
    def construct(self, x, y):
        z = x + y
        P.AssignAdd()(z, x)
        return z * x
class AddIn1(nn.Cell):
    def construct(self, x, y):
        z = x + y
        out = z + x
        P.AssignAdd()(z, x)
        return out
class AddIn2(nn.Cell):
    def construct(self, x, y):
        z = x + y
        out = z * x
        P.AssignAdd()(z, x)
        return out
class SetItem(nn.Cell):
    def construct(self, x, y):
        z = x * 1
        z[0] = y[0] * 3
        return z * y
class AugAssign(nn.Cell):
    def construct(self, x, y):
        z = x * y
        z += x
        z *= y
        return z
class SetItemSlice(nn.Cell):
    def construct(self, x, y):
        z = x * 2
        z[1:] = y[1:]
        return z
class SetItemMask(nn.Cell):
    def construct(self, x, y):
        z = x * y
        z[z > 2] = 0
        return z
class ParamAssign(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([2.0, 1.0], np.float32)), name="p")
    def construct(self, x, y):
        out = self.p * x + y
        P.AssignAdd()(self.p, y)
        return out * self.p
class ParamAssignAfter(nn.Cell):
    def __init__(self):
        super().__init__()
        self.p = Parameter(Tensor(np.array([2.0, 1.0], np.float32)), name="p")
    def construct(self, x, y):
        out = self.p * x + y
        P.AssignAdd()(x, y)
        return out


for dt, xv, yv in [(ms.float32, [1.0, 5.0], [4.0, 2.0]), (ms.int32, [1, 5], [4, 2]), (ms.float16, [1.0, 5.0], [4.0, 2.0])]:
    def mk():
        return Tensor(np.array(xv), dt), Tensor(np.array(yv), dt)
    for nm, C in [("CF", CF), ("Rep", Rep), ("Rep2", Rep2), ("AddIn", AddIn), ("AddIn1", AddIn1), ("AddIn2", AddIn2),
                  ("SetItem", SetItem), ("AugAssign", AugAssign), ("SetItemSlice", SetItemSlice), ("SetItemMask", SetItemMask),
                  ("ParamAssign", ParamAssign), ("ParamAssignAfter", ParamAssignAfter)]:
        if nm == "CF":
            def run_cf(C=C):
                x, y = mk()
                x, y = x[:1], y[:1]
                @ms.jit
                def func(a, b, net):
                    return ms.grad(net, grad_position=1)(a, b)
                return func(x, y, C()), x
            case("%s %s jit grad1" % (dt, nm), run_cf)
            continue
        def run1(C=C):
            x, y = mk()
            @ms.jit
            def func(a, b, net):
                return ms.grad(net, grad_position=1)(a, b)
            return func(x, y, C()), x, y
        case("%s %s jit grad1" % (dt, nm), run1)
        def run2(C=C):
            x, y = mk()
            return ms.grad(C(), grad_position=(0, 1))(x, y), x, y
        case("%s %s grad01" % (dt, nm), run2)
        def run3(C=C):
            x, y = mk()
            net = C()
            return ops.GradOperation(get_all=True, sens_param=True)(net)(x, y, ops.ones_like(net(*mk()))), x
        case("%s %s GA sens" % (dt, nm), run3)
        def run4(C=C):
            x, y = mk()
            return C()(x, y), x, y
        case("%s %s fwd" % (dt, nm), run4)
        if "Param" in nm:
            def run5(C=C):
                x, y = mk()
                net = C()
                g = ops.GradOperation(get_all=True, get_by_list=True)(net, ParameterTuple(net.trainable_params()))(x, y)
                return g, net.p.value()
            case("%s %s GA params" % (dt, nm), run5)

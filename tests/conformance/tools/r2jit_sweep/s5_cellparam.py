"""Parameters held by Cells in both modes: duplicate / missing names, tuples and lists of Parameters, ParameterTuple
attributes, set_dtype / init_data, a Parameter reassigned between calls, Parameter arguments and free variables."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, ParameterTuple, ops, nn, jit
from mindspore.common.initializer import initializer
from _h import case

for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    m = "py" if mode == ms.PYNATIVE_MODE else "gr"

    class Dup(nn.Cell):
        def __init__(self):
            super().__init__()
            self.a = Parameter(Tensor([1], ms.float32), name="same")
            self.b = Parameter(Tensor([2], ms.float32), name="same")
        def construct(self):
            return self.a + self.b
    case(f"{m} dup_names")(lambda: Dup()())

    class NoName(nn.Cell):
        def __init__(self):
            super().__init__()
            self.t = (Parameter(Tensor([5], ms.float32)), Parameter(Tensor([6], ms.float32)))
            self.l = [Parameter(Tensor([7], ms.float32)), Parameter(Tensor([8], ms.float32))]
            self.pt = ParameterTuple((Parameter(Tensor([9], ms.float32), name="x9"),))
        def construct(self, x):
            return x * self.t[0] + self.t[1] * self.l[0] - self.l[1] + self.pt[0]
    nn_ = NoName()
    case(f"{m} noname_out")(lambda: nn_(Tensor([2.0], ms.float32)))
    case(f"{m} noname_names")(lambda: sorted(p.name for p in nn_.get_parameters()))
    case(f"{m} noname_grad")(lambda: ms.grad(nn_, None, nn_.trainable_params())(Tensor([2.0], ms.float32)))

    def pdt(dt):
        p = Parameter(initializer("ones", shape=[2, 3]))
        p.set_dtype(dt)
        p.init_data()
        return p.dtype, p
    for dt in (ms.float16, ms.int32, ms.float64, ms.bool_):
        case(f"{m} set_dtype_{dt}")(lambda dt=dt: pdt(dt))
    case(f"{m} set_dtype_bad")(lambda: pdt("float16"))
    case(f"{m} set_dtype_after")(lambda: (lambda p: (p.set_dtype(ms.int8), p)[1])(Parameter(Tensor(np.array([1.7, -2.5], np.float32)), name="sd")))

    class Reset(nn.Cell):
        def __init__(self):
            super().__init__()
            self.w = Parameter(Tensor([1.0], ms.float32), name="w")
        def construct(self, x):
            return x * self.w
    r = Reset()
    case(f"{m} reset1")(lambda: r(Tensor([3.0], ms.float32)))
    def reassign():
        r.w = Parameter(Tensor([5.0], ms.float32), name="w2")
        return r(Tensor([3.0], ms.float32)), [p.name for p in r.get_parameters()]
    case(f"{m} reset2")(reassign)
    def reassign_tensor():
        r.w = Tensor([7.0], ms.float32)
        return r(Tensor([3.0], ms.float32))
    case(f"{m} reset_tensor")(reassign_tensor)
    def setdata():
        r2 = Reset(); r2(Tensor([1.0], ms.float32))
        r2.w.set_data(Tensor([4.0, 5.0], ms.float32))
        return r2(Tensor([3.0], ms.float32))
    case(f"{m} setdata_shape")(setdata)

    y = Parameter(Tensor([1.0], ms.float32), name="fy")
    class ArgFv(nn.Cell):
        def construct(self, x):
            return x + y, x * y
    case(f"{m} arg_fv")(lambda: ArgFv()(Parameter(Tensor([3.0], ms.float32), name="ax")))
    case(f"{m} arg_fv_grad")(lambda: ops.GradOperation(get_all=True)(ArgFv())(Parameter(Tensor([3.0], ms.float32), name="ax2")))

    class PArg(nn.Cell):
        def __init__(self):
            super().__init__()
            self.z = Parameter(Tensor(np.array([[1.0, 4.0], [-1, 8.0]]), ms.float32), name='z')
        def construct(self, param, x, y):
            ops.assign(param, x * self.z)
            return param * y
    pa = Parameter(Tensor(np.zeros((2, 2)), ms.float32), name="pa")
    case(f"{m} param_arg")(lambda: (PArg()(pa, Tensor(np.array([[4.0, -8.0], [-2.0, -5.0]]), ms.float32), Tensor(np.ones((2, 2)), ms.float32)), pa))
    case(f"{m} param_arg_grad")(lambda: ops.GradOperation(get_all=True)(PArg())(
        Parameter(Tensor(np.zeros((2, 2)), ms.float32), name="pb"), Tensor(np.array([[4.0, -8.0], [-2.0, -5.0]]), ms.float32),
        Tensor(np.array([[1, 0], [1, 1]]), ms.float32)))

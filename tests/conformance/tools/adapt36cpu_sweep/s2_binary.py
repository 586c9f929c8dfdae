"""binary ops of st/ops/cpu with broadcasting inputs (gradient reduced to each input's shape), mixed dtypes, scalars,
in a Cell (Graph mode) with GradOperation(get_all / sens_param), float16 / float32 / float64 / int32."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case

def op_where_gt(a, b):
    return ops.where(a > b, a, b)


def op_select(a, b):
    return ops.select(a > 0.5, a * 2, b)


def op_clip_t(a, b):
    return ops.clip_by_value(a, b * 0 - 0.5, b)


def op_addcmul(a, b):
    return a + a * b * 0.5


def op_lerp(a, b):
    return ops.lerp(a, b, 0.3)


OPS = {"add": ops.add,
       "sub": ops.sub,
       "mul": ops.mul,
       "div": ops.div,
       "maximum": ops.maximum,
       "minimum": ops.minimum,
       "pow": ops.pow,
       "atan2": ops.atan2,
       "floor_div": ops.floor_divide,
       "mod": ops.fmod if hasattr(ops, "fmod") else ops.floor_mod,
       "floor_mod": ops.floor_mod,
       "sqdiff": ops.SquaredDifference(),
       "xdivy": ops.Xdivy(),
       "xlogy": ops.xlogy,
       "divnonan": ops.DivNoNan(),
       "realdiv": ops.RealDiv(),
       "truediv": ops.true_divide,
       "hypot": ops.hypot,
       "where_gt": op_where_gt,
       "select": op_select,
       "clip_t": op_clip_t,
       "addcmul": op_addcmul,
       "lerp": op_lerp}


class Chain(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(self.f(x, y), y) + self.f(x, y) * 2


class One(nn.Cell):
    def __init__(self, f):
        super().__init__()
        self.f = f

    def construct(self, x, y):
        return self.f(x, y)


A = np.array([[0.3, -1.2, 2.5], [0.9, 1.7, -0.4]], np.float32)
B = np.array([1.5, 0.7, -2.0], np.float32)
for name, f in OPS.items():
    for dt in (ms.float16, ms.float32, ms.float64):
        a, b = Tensor(A).astype(dt), Tensor(B).astype(dt)
        case("%s chain %s" % (name, dt), lambda f=f, a=a, b=b: Chain(f)(a, b))
        case("%s grad bc %s" % (name, dt), lambda f=f, a=a, b=b: ops.GradOperation(get_all=True)(One(f))(a, b))
        case("%s grad bc rev %s" % (name, dt), lambda f=f, a=a, b=b: ops.GradOperation(get_all=True)(One(f))(b, a))
        case("%s sens %s" % (name, dt), lambda f=f, a=a, b=b: ops.GradOperation(get_all=True, sens_param=True)(Chain(f))(a, b, a * 0 + 0.5))
        case("%s 0d %s" % (name, dt), lambda f=f, a=a, dt=dt: ops.GradOperation(get_all=True)(One(f))(a, Tensor(0.6, dt)))
    ai, bi = Tensor(np.array([[3, -2, 7], [0, 4, -5]], np.int32)), Tensor(np.array([2, 3, -2], np.int32))
    case("%s int32" % name, lambda f=f, a=ai, b=bi: Chain(f)(a, b))
    case("%s grad int32" % name, lambda f=f, a=ai, b=bi: ops.GradOperation(get_all=True)(One(f))(a, b))
    case("%s mixed i32 f32" % name, lambda f=f, a=ai, b=Tensor(B): One(f)(a, b))
    case("%s grad mixed f16 f32" % name, lambda f=f, a=Tensor(A).astype(ms.float16), b=Tensor(B):
         ops.GradOperation(get_all=True)(One(f))(a, b))
    case("%s grad mixed i32 f32" % name, lambda f=f, a=ai, b=Tensor(B): ops.GradOperation(get_all=True)(One(f))(a, b))

"""tensor_sync (Tensor attributes in conditions), boost_parse (constant folding of attributes), Morph, recompute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter, jit, context
from _h import case


# --- tensor_sync: Tensor attributes of several dtypes compared in construct
class Sync(nn.Cell):
    def __init__(self, x, k=2):
        super().__init__()
        self.z = x * k
        self.w = x

    def construct(self, a, b):
        if self.z > self.w:
            return self.z - a - b
        return self.z + a + b


for dt in (ms.float16, ms.float32, ms.int32, ms.int8, ms.float64, ms.uint8):
    for k in (2, -1, 0):
        case("sync_%s_k%d" % (dt, k), lambda: Sync(Tensor(1, dt), k)(Tensor(5), Tensor(3)))
case("sync_f16_inputs_f32", lambda: Sync(Tensor(1.5, ms.float16))(Tensor(5.0), Tensor(3.0)))
case("sync_bool", lambda: Sync(Tensor(True))(Tensor(5), Tensor(3)))
case("sync_neg", lambda: Sync(Tensor(-1.0))(Tensor(5), Tensor(3)))


def sync_modes():
    net = Sync(Tensor(1, ms.float16))
    ms.set_context(mode=ms.GRAPH_MODE)
    a = net(Tensor(5), Tensor(3))
    ms.set_context(mode=ms.PYNATIVE_MODE)
    b = net(Tensor(5), Tensor(3))
    return a, b


case("sync_modes", sync_modes)


class SyncVec(nn.Cell):
    def __init__(self, x):
        super().__init__()
        self.z = x * 2
        self.w = x

    def construct(self, a):
        if (self.z > self.w).all():
            return self.z - a
        return self.z + a


case("sync_vec", lambda: SyncVec(Tensor(np.array([1.0, -1.0])))(Tensor(np.array([1.0, 1.0]))))
case("sync_vec_pos", lambda: SyncVec(Tensor(np.array([1.0, 2.0]), ms.float16))(Tensor(np.array([1.0, 1.0]))))


# --- boost_parse: numpy scalar attributes folded in conditions
class NpNum(nn.Cell):
    def __init__(self, num, target):
        super().__init__()
        self.num = num
        self.target = target

    def construct(self):
        if self.num == self.target:
            return 1
        if self.num > self.target:
            return 2
        return 3


for nm, v in (("i8", np.int8(2)), ("u8", np.uint8(2)), ("f16", np.float16(2.0)), ("f32", np.float32(2.5)),
              ("i64", np.int64(-3)), ("b", np.bool_(True)), ("f64", np.float64(2.0))):
    case("npnum_%s" % nm, lambda: NpNum(v, 2)())
    case("npnum_%s_float" % nm, lambda: NpNum(v, 2.0)())


class NpRet(nn.Cell):
    def __init__(self, num):
        super().__init__()
        self.num = num

    def construct(self, x):
        return x * self.num, self.num + 1, self.num * 2


for nm, v in (("i8", np.int8(2)), ("u8", np.uint8(200)), ("f16", np.float16(1.5)), ("f64", np.float64(0.1)),
              ("i32", np.int32(7)), ("b", np.bool_(True))):
    case("npret_%s" % nm, lambda: NpRet(v)(Tensor(np.array([1.0, 2.0], np.float32))))
    case("npret_%s_int" % nm, lambda: NpRet(v)(Tensor(np.array([1, 2], np.int32))))


class Nested(nn.Cell):
    def __init__(self, y):
        super().__init__()
        self.x = Tensor(2)
        self.y = y

    def construct(self):
        z = 2
        if self.x > 1:
            if self.y == 1:
                raise RuntimeError('Some error')
            else:
                z = z + 1
        return z


case("nested_raise", lambda: Nested(1)())
case("nested_noraise", lambda: Nested(2)())


@jit
def f_cond(x):
    if x == 2:  # @jit.cond: True
        return 1
    return 0


case("jit_cond_comment", lambda: f_cond(Tensor(3)))


# --- Morph
def mul_by(k):
    def inner(a, b=Tensor(2.0), c=Tensor(3.0)):
        return a * k * b * c
    return inner


def infer_shape(*args):
    return args[0]


def infer_dtype(*args):
    return args[0]


class MorphNet(nn.Cell):
    def __init__(self, dt=ms.float32):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0]), dt), name="w")
        self.m = ops.Morph(mul_by(10), infer_shape, infer_dtype)

    def construct(self, x):
        return self.m(x * self.w, c=Tensor(1.0)) * self.w


case("morph_fwd", lambda: MorphNet()(Tensor(np.array([1.0, 1.0, 2.0]), ms.float32)))
case("morph_grad", lambda: ops.GradOperation(get_all=True, get_by_list=True)(MorphNet(), MorphNet().trainable_params())(Tensor(np.array([1.0, 1.0, 2.0]), ms.float32)))


def morph_grad2():
    net = MorphNet()
    return ops.GradOperation(get_all=True, get_by_list=True)(net, net.trainable_params())(Tensor(np.array([1.0, 1.0, 2.0]), ms.float32))


case("morph_grad2", morph_grad2)
case("morph_msgrad", lambda: ms.grad(MorphNet())(Tensor(np.array([1.0, 1.0, 2.0]), ms.float32)))
case("morph_f16", lambda: MorphNet(ms.float16)(Tensor(np.array([1.0, 1.0, 2.0]), ms.float16)))
case("morph_not_callable", lambda: ops.Morph(3, infer_shape, infer_dtype))


# --- recompute
class Block(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")

    def construct(self, x):
        return ops.relu(self.dense(x)) * 2


class RNet(nn.Cell):
    def __init__(self, how):
        super().__init__()
        self.b1 = Block()
        self.b2 = nn.Dense(2, 1, weight_init="ones", bias_init="zeros")
        if how == "cell":
            self.b1.recompute()
        elif how == "cell_kw":
            self.b1.recompute(mp_comm_recompute=False)
        self.how = how

    def construct(self, x):
        if self.how == "func":
            y = ms.recompute(self.b1, x)
        elif self.how == "prim":
            y = self.b1(x)
        else:
            y = self.b1(x)
        return self.b2(y).sum()


X = Tensor(np.array([[1.0, -2.0, 3.0], [0.5, 0.5, -4.0]], np.float32))
for how in ("none", "cell", "cell_kw", "func"):
    case("recompute_%s" % how, lambda: ops.GradOperation(get_all=True, get_by_list=True)(RNet(how), RNet(how).trainable_params())(X))


def rec_twice():
    b = Block()
    b.recompute()
    b.recompute()
    return b(X)


case("recompute_twice", rec_twice)
case("recompute_bad_kw", lambda: Block().recompute(foo=1))
case("recompute_func_non_cell", lambda: ms.recompute(lambda x: x * 2, X))


@jit
def rjit(x):
    return ms.recompute(ops.exp, x).sum()


case("recompute_jit_fn", lambda: ms.grad(rjit)(X))

"""Cell hooks (st pynative/hook: test_pynative_backward_pre_hook, test_pynative_backward_hook, test_pynative_hook,
test_pynative_hook_grad, test_hook_function): forward_pre / forward / backward / backward_pre hooks on Cells, what
they receive (as text), what they return replacing inputs / outputs / gradients, their order, removal, with
HookBackward and in Graph mode (where MindSpore 2.10 runs Cell hooks on the Cells called from PyNative only)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case, show

LOG = []


def sh(v):
    if isinstance(v, (tuple, list)):
        return "(" + ",".join(sh(a) for a in v) + ")"
    if v is None:
        return "None"
    if isinstance(v, Tensor):
        return "%s%s%s" % (v.dtype, tuple(v.shape), np.round(v.asnumpy().astype(np.float64), 4).tolist())
    return repr(v)


def pre_none(cell, g):
    LOG.append("pre_none " + sh(g))


def pre_same(cell, g):
    LOG.append("pre_same")
    return g


def pre_x3(cell, g):
    LOG.append("pre_x3 " + sh(g))
    return g[0] * 3


def pre_x3_tuple(cell, g):
    LOG.append("pre_x3_tuple")
    return (g[0] * 3,)


def bw_none(cell, gi, go):
    LOG.append("bw_none " + sh(gi) + " " + sh(go))


def bw_x4(cell, gi, go):
    LOG.append("bw_x4")
    return gi[0] * 4, gi[1] * 4


def bw_one(cell, gi, go):
    LOG.append("bw_one")
    return gi[0] * 4


def bw_too_many(cell, gi, go):
    return gi[0], gi[1], gi[1]


def fpre_none(cell, inp):
    LOG.append("fpre_none " + sh(inp))


def fpre_x2(cell, inp):
    LOG.append("fpre_x2")
    return (inp[0] * 2, inp[1])


def fpre_tensor(cell, inp):
    LOG.append("fpre_tensor")
    return inp[0] * 2


def fwd_none(cell, inp, out):
    LOG.append("fwd_none " + sh(out))


def fwd_plus1(cell, inp, out):
    LOG.append("fwd_plus1")
    return out + 1


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = nn.MatMul()
        self.mul.a = 1

    def construct(self, x, y):
        x = self.mul(x, y)
        return x + x


X = Tensor(np.array([[1., 2.], [3., 4.]], np.float32))
Y = Tensor(np.array([[0.5, 1.], [1.5, -1.]], np.float32))
G = ops.GradOperation(get_all=True)


def run(reg, fwd_only=False, net_cls=Net, x=X, y=Y):
    def go():
        LOG.clear()
        net = net_cls()
        hs = reg(net)
        r = net(x, y) if fwd_only else G(net)(x, y)
        return r, tuple(LOG)
    return go


def regs(*pairs):
    def reg(net):
        return [getattr(net.mul, kind)(fn) for kind, fn in pairs]
    return reg


B, BP, F, FP = "register_backward_hook", "register_backward_pre_hook", "register_forward_hook", \
    "register_forward_pre_hook"
case("bpre_none", run(regs((BP, pre_none))))
case("bpre_same", run(regs((BP, pre_same))))
case("bpre_x3", run(regs((BP, pre_x3))))
case("bpre_x3_tuple", run(regs((BP, pre_x3_tuple))))
case("bpre_x3_twice", run(regs((BP, pre_x3), (BP, pre_x3))))
case("bw_none", run(regs((B, bw_none))))
case("bw_x4", run(regs((B, bw_x4))))
case("bw_one", run(regs((B, bw_one))))
case("bw_too_many", run(regs((B, bw_too_many))))
case("bpre_and_bw", run(regs((BP, pre_x3), (B, bw_x4))))
case("bw_and_bpre", run(regs((B, bw_x4), (BP, pre_x3))))
case("bw_twice_bpre_twice", run(regs((BP, pre_x3), (BP, pre_x3), (B, bw_x4), (B, bw_x4))))
case("fpre_none", run(regs((FP, fpre_none))))
case("fpre_x2", run(regs((FP, fpre_x2))))
case("fpre_tensor", run(regs((FP, fpre_tensor))))
case("fwd_none", run(regs((F, fwd_none))))
case("fwd_plus1", run(regs((F, fwd_plus1))))
case("fwd_plus1_fwd_only", run(regs((F, fwd_plus1)), fwd_only=True))
case("fpre_x2_fwd_only", run(regs((FP, fpre_x2)), fwd_only=True))
case("all_four", run(regs((FP, fpre_x2), (F, fwd_plus1), (BP, pre_x3), (B, bw_x4))))


def removed(net):
    h1 = net.mul.register_backward_pre_hook(pre_x3)
    h2 = net.mul.register_backward_hook(bw_x4)
    h3 = net.mul.register_forward_hook(fwd_plus1)
    h1.remove()
    h3.remove()
    return [h2]


case("removed_some", run(removed))


def modify_cell(cell, g):
    LOG.append("a=%r" % cell.a)
    cell.a = 2
    return g[0] * 2


def modify_twice():
    LOG.clear()
    net = Net()
    net.mul.register_backward_pre_hook(modify_cell)
    r1 = G(net)(X, Y)
    r2 = G(net)(X, Y)
    return r1, r2, tuple(LOG), net.mul.a


case("modify_cell", modify_twice)


# hooks on the top cell itself
def top(net):
    return [net.register_backward_hook(bw_none), net.register_forward_hook(fwd_none)]


case("top_cell_hooks", run(top))


# HookBackward
def hb_print(g):
    LOG.append("hb " + sh(g))


def hb_x2(g):
    LOG.append("hb_x2")
    return (g[0] * 2,) if isinstance(g, tuple) else g * 2


class HB(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.hook = ops.HookBackward(fn)

    def construct(self, x, y):
        z = x * y
        z = self.hook(z)
        return z * x


case("hookbackward_print", run(lambda n: None, net_cls=lambda: HB(hb_print)))
case("hookbackward_x2", run(lambda n: None, net_cls=lambda: HB(hb_x2)))
case("hookbackward_fwd", run(lambda n: None, fwd_only=True, net_cls=lambda: HB(hb_x2)))


class HB2(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.hook = ops.HookBackward(fn)

    def construct(self, x, y):
        a, b = self.hook(x * 2, y * 3)
        return a * b


case("hookbackward_two_inputs", run(lambda n: None, net_cls=lambda: HB2(hb_print)))
case("hookbackward_two_x2", run(lambda n: None, net_cls=lambda: HB2(hb_x2)))
case("hookbackward_bad_fn", lambda: ops.HookBackward(1))
case("hookbackward_no_input", lambda: ops.HookBackward(hb_print)())


# backward hook on a cell with parameters, dtypes
class Lin(nn.Cell):
    def __init__(self, dt):
        super().__init__()
        self.d = nn.Dense(2, 2, weight_init="ones", bias_init="zeros").to_float(dt)

    def construct(self, x, y):
        return self.d(x) * y


for dn, dt in (("f32", ms.float32), ("f16", ms.float16)):
    def reg_d(net):
        return [net.d.register_backward_hook(bw_none), net.d.register_backward_pre_hook(pre_x3)]
    case(f"dense_hooks_{dn}", run(reg_d, net_cls=lambda: Lin(dt)))


def with_weights():
    LOG.clear()
    net = Lin(ms.float32)
    net.d.register_backward_hook(bw_none)
    net.d.register_backward_pre_hook(pre_x3)
    g = ms.grad(net, grad_position=0, weights=net.trainable_params())(X, Y)
    return g, tuple(LOG)


case("dense_hooks_weights", with_weights)


# nested cells: order of hooks
class Inner(nn.Cell):
    def construct(self, x):
        return x * 2


class Outer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.a = Inner()
        self.b = Inner()

    def construct(self, x, y):
        return self.b(self.a(x)) * y


def tag(name):
    def pre(cell, g):
        LOG.append(name + "_pre")

    def bw(cell, gi, go):
        LOG.append(name + "_bw")

    def fpre(cell, inp):
        LOG.append(name + "_fpre")

    def fwd(cell, inp, out):
        LOG.append(name + "_fwd")
    return pre, bw, fpre, fwd


def nested(net):
    hs = []
    for name in ("a", "b"):
        pre, bw, fpre, fwd = tag(name)
        c = getattr(net, name)
        hs += [c.register_backward_pre_hook(pre), c.register_backward_hook(bw), c.register_forward_pre_hook(fpre),
               c.register_forward_hook(fwd)]
    pre, bw, fpre, fwd = tag("top")
    hs += [net.register_backward_pre_hook(pre), net.register_backward_hook(bw), net.register_forward_pre_hook(fpre),
           net.register_forward_hook(fwd)]
    return hs


case("nested_order", run(nested, net_cls=Outer))


# jit inside: hooks on cells called inside a @jit function
class JitNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.mul = nn.MatMul()

    @ms.jit
    def construct(self, x, y):
        return self.mul(x, y) * 2


case("jit_construct_bw_hook", run(lambda n: [n.mul.register_backward_hook(bw_x4)], net_cls=JitNet))
case("jit_construct_fwd_hook", run(lambda n: [n.mul.register_forward_hook(fwd_plus1)], net_cls=JitNet))

"""result structures, third pass: ms.grad / value_and_grad / GradOperation configurations (grad_position int / tuple /
None, weights list / ParameterTuple / one Parameter / requires_grad=False, has_aux, return_ids, sens_param) over
forwards returning a scalar, a tuple, a list, a dict, a tuple with a Python int; called directly and from inside an
@ms.jit function (the grad built in graph code), with int / bool / float16 / float64 / unused inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, ParameterTuple
from _h import case

x = Tensor(np.array([1.0, -2.0, 3.0], np.float32))
y = Tensor(np.array([0.5, 0.0, 2.0], np.float32))


class Net(nn.Cell):
    def __init__(self, kind):
        super().__init__()
        self.kind = kind
        self.w = Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")
        self.b = Parameter(Tensor(np.array([1.0], np.float32)), name="b")
        self.f = Parameter(Tensor(np.array([5.0], np.float32)), name="f", requires_grad=False)

    def construct(self, a, b):
        s = (a * self.w * self.f).sum() + (b * self.b).sum()
        if self.kind == "scalar":
            return s
        if self.kind == "tuple":
            return s, a * self.b
        if self.kind == "list":
            return [s, b * self.w]
        if self.kind == "dict":
            return {"s": s, "t": a * b}
        if self.kind == "tint":
            return s, 3
        return s, (a * 2, b * self.b)


KINDS = ["scalar", "tuple", "list", "dict", "tint", "nested"]
NETS = {k: Net(k) for k in KINDS}


def weights_of(net, wk):
    if wk == "none":
        return None
    if wk == "list":
        return [net.w, net.b]
    if wk == "ptuple":
        return ParameterTuple(net.trainable_params())
    if wk == "one":
        return net.b
    if wk == "frozen":
        return net.f
    if wk == "frozen_list":
        return [net.w, net.f]
    if wk == "all":
        return net.get_parameters()
    return None


for k in KINDS:
    net = NETS[k]
    for gp in [0, 1, (0,), (1, 0), None]:
        for wk in ["none", "list", "ptuple", "one", "frozen", "frozen_list"]:
            for extra in ["", "aux", "rid", "aux_rid"]:
                kw = dict(grad_position=gp, weights=weights_of(net, wk))
                if "aux" in extra:
                    kw["has_aux"] = True
                if "rid" in extra:
                    kw["return_ids"] = True
                lab = "%s gp=%r w=%s %s" % (k, gp, wk, extra)
                case("grad " + lab, lambda net=net, kw=kw: ms.grad(net, **kw)(x, y))
                if extra in ("", "aux"):
                    case("vag " + lab, lambda net=net, kw=kw: ms.value_and_grad(net, **kw)(x, y))

    for ga in [False, True]:
        for gl in [False, True]:
            for sp in [False, True]:
                def go(net=net, ga=ga, gl=gl, sp=sp):
                    g = ops.GradOperation(get_all=ga, get_by_list=gl, sens_param=sp)
                    fn = g(net, ParameterTuple(net.trainable_params())) if gl else g(net)
                    if not sp:
                        return fn(x, y)
                    out = net(x, y)
                    sens = ops.ones_like(out) if isinstance(out, Tensor) else out
                    if isinstance(out, tuple) and k == "tint":
                        sens = (ops.ones_like(out[0]), 3)
                    if isinstance(out, tuple) and k == "nested":
                        sens = (ops.ones_like(out[0]), (ops.ones_like(out[1][0]), ops.ones_like(out[1][1])))
                    return fn(x, y, sens)
                case("GO %s all=%d list=%d sens=%d" % (k, ga, gl, sp), go)


# grads built inside graph code
def fs(a, b):
    return (a * a * b).sum()


def ft(a, b):
    return a * b, (a + b).sum()


def fa(a, b):
    return (a * b).sum(), a + 1, [b]


@ms.jit
def j_grad0(a, b):
    return ms.grad(fs)(a, b)


@ms.jit
def j_grad_all(a, b):
    return ms.grad(fs, grad_position=(0, 1))(a, b)


@ms.jit
def j_grad_t(a, b):
    return ms.grad(ft, grad_position=(1, 0))(a, b)


@ms.jit
def j_vag_aux(a, b):
    return ms.value_and_grad(fa, grad_position=1, has_aux=True)(a, b)


@ms.jit
def j_grad_aux(a, b):
    return ms.grad(fa, grad_position=(0, 1), has_aux=True)(a, b)


@ms.jit
def j_grad_rid(a, b):
    return ms.grad(fs, grad_position=(0, 1), return_ids=True)(a, b)


@ms.jit
def j_go_sens(a, b):
    return ops.GradOperation(get_all=True, sens_param=True)(ft)(a, b, (a, Tensor(2.0, ms.float32)))


@ms.jit
def j_grad_grad(a, b):
    g = ms.grad(fs)
    return ms.grad(lambda u, v: g(u, v).sum())(a, b)


for nm, fn in [("j_grad0", j_grad0), ("j_grad_all", j_grad_all), ("j_grad_t", j_grad_t), ("j_vag_aux", j_vag_aux),
               ("j_grad_aux", j_grad_aux), ("j_grad_rid", j_grad_rid), ("j_go_sens", j_go_sens),
               ("j_grad_grad", j_grad_grad)]:
    case(nm, lambda fn=fn: fn(x, y))

# dtypes and unusual inputs
DT = [ms.float16, ms.float64, ms.int32, ms.bool_]


def fmix(a, b, c):
    return (a * b).sum() + c


for dt in DT:
    a = Tensor(np.array([1, 0, 2]), dt)
    case("mix a=%s gp=(0,1,2)" % dt, lambda a=a: ms.grad(fmix, grad_position=(0, 1, 2))(a, y, Tensor(1.0)))
    case("mix a=%s gp=0" % dt, lambda a=a: ms.grad(fmix, grad_position=0)(a, y, Tensor(1.0)))
    case("mix a=%s GOall" % dt, lambda a=a: ops.GradOperation(get_all=True)(fmix)(a, y, 2))
    case("mix a=%s vag" % dt, lambda a=a: ms.value_and_grad(fmix, grad_position=(0, 2))(a, y, Tensor(1, ms.int32)))
    case("mix a=%s c=float gp=2" % dt, lambda a=a: ms.grad(fmix, grad_position=2)(a, y, 1.5))
    case("mix a=%s c=None" % dt, lambda a=a: ms.grad(lambda u, v, w: (u * v).sum(), grad_position=(0, 2))(a, y, None))
    case("mix a=%s 0d" % dt, lambda dt=dt: ms.grad(fmix, grad_position=(0, 1))(Tensor(2, dt), Tensor(3, dt), 0))
    case("mix a=%s jit" % dt, lambda a=a: ms.jit(lambda u, v: ms.grad(fmix, grad_position=(0, 1))(u, v, 1))(a, y))

# grad_position out of range / bad types / weights bad types
case("err gp=3", lambda: ms.grad(fs, grad_position=3)(x, y))
case("err gp=-1", lambda: ms.grad(fs, grad_position=-1)(x, y))
case("err gp=(0,0)", lambda: ms.grad(fs, grad_position=(0, 0))(x, y))
case("err gp=()", lambda: ms.grad(fs, grad_position=())(x, y))
case("err gp=1.0", lambda: ms.grad(fs, grad_position=1.0)(x, y))
case("err gp=[0,1]", lambda: ms.grad(fs, grad_position=[0, 1])(x, y))
case("err gp=True", lambda: ms.grad(fs, grad_position=True)(x, y))
case("err weights tensor", lambda: ms.grad(NETS["scalar"], weights=x)(x, y))
case("err weights list tensor", lambda: ms.grad(NETS["scalar"], weights=[x])(x, y))
case("err weights dict", lambda: ms.grad(NETS["scalar"], weights={"w": NETS["scalar"].w})(x, y))
case("err gp None w None vag", lambda: ms.value_and_grad(fs, grad_position=None, weights=None)(x, y))
case("err aux 1out", lambda: ms.grad(fs, has_aux=True)(x, y))
case("err aux tensor out vag", lambda: ms.value_and_grad(lambda u, v: u * v, has_aux=True)(x, y))
case("err GO sens missing", lambda: ops.GradOperation(sens_param=True)(fs)(x, y))
case("err GO list no weights", lambda: ops.GradOperation(get_by_list=True)(fs)(x, y))
case("err GO sens wrong dtype", lambda: ops.GradOperation(sens_param=True)(fs)(x, y, Tensor(1, ms.int32)))
case("err GO sens 2 for tuple", lambda: ops.GradOperation(sens_param=True)(ft)(x, y, x))

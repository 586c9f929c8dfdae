"""``ops.identity(x)`` is ``x`` itself in MindSpore 2.10, in both modes (the same Tensor / Parameter object in
PyNative; in graph code a Parameter read through it shows a later ``ops.assign`` of the Parameter, as ``x = self.p``
does), while ``ops.Identity()(x)``, ``ops.deepcopy`` and ``Tensor.copy()`` are new Tensors.  msgraph's ops.identity
was the Identity op (a copy): ``x = ops.identity(self.p); ops.assign(self.p, x + 1); return x`` gave the old value
(SILENT, 0 vs MindSpore's 1).  Also a Generator's ``_step`` in a second Cell compiled over the same Generator after
an ``asnumpy()`` of its state (msgraph's first numpy-path call wrote the Parameter in place into the array its
result held: offset 3 vs 2, SILENT; st/nn/test_generator.py test_restore_state)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from mindspore.common.generator import Generator
from _conf import emit, emit_error


class ViaIdentity(nn.Cell):
    def __init__(self, make):
        super().__init__()
        self.p = Parameter(Tensor(0, ms.int64), name="p")
        self.make = make

    def construct(self):
        if self.make == "identity":
            x = ops.identity(self.p)
        elif self.make == "Identity":
            x = ops.Identity()(self.p)
        elif self.make == "plain":
            x = self.p
        else:
            x = ops.deepcopy(self.p)
        ops.assign(self.p, x + 1)
        return x * 1


for make in ("identity", "Identity", "plain", "deepcopy"):
    def run(make=make):
        n = ViaIdentity(make)
        a = n()
        b = n()
        return int(a), int(b), int(n.p.asnumpy())
    emit_error(f"assign_after_{make}", run)


def objects():
    p = Parameter(Tensor(np.array([1., 2.], np.float32)), name="w")
    t = Tensor(np.array([3., 4.], np.float32))
    out = []
    for x in (p, t):
        out.append((type(ops.identity(x)).__name__, ops.identity(x) is x, ops.Identity()(x) is x,
                    ops.deepcopy(x) is x))
    return out


if ms.get_context("mode") == ms.PYNATIVE_MODE:
    emit("identity_objects", objects())
emit_error("identity_number", lambda: ops.identity(1.5))
emit_error("identity_tuple", lambda: ops.identity((1, 2)))


class Step(nn.Cell):
    def __init__(self, g):
        super().__init__()
        self.g = g

    def construct(self):
        return self.g._step(Tensor(1, ms.int64))


def restore():
    g1 = Generator()
    g1.manual_seed(5)
    c = Step(g1)
    first = [(int(s), int(o)) for s, o in (c(), c())]
    state = g1.get_state()
    s1, o1 = Step(g1)()
    g2 = Generator()
    g2.set_state(state)
    s2, o2 = Step(g2)()
    return first, (int(s1), int(o1)), (int(s2), int(o2)), state.asnumpy().tolist()


emit_error("generator_restore", restore)


class Shared(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self):
        now = ops.Identity()(self.p)
        ops.assign(self.p, now + 1)
        return now


def shared():
    p = Parameter(Tensor(np.array([0., 10.], np.float32)), name="s")
    c = Shared(p)
    r = [c().asnumpy().tolist(), c().asnumpy().tolist(), p.asnumpy().tolist()]
    d = Shared(p)
    r += [d().asnumpy().tolist(), d().asnumpy().tolist(), p.asnumpy().tolist()]
    return r


emit_error("second_cell_after_asnumpy", shared)

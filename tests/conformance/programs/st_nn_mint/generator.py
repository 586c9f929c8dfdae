"""mindspore.common.generator (MindSpore 2.10): Generator seed/offset state, _step in a Cell (both modes),
get_state/set_state, the default generator's get_rng_state/set_rng_state."""
import mindspore as ms
from mindspore import nn
from mindspore.common.generator import Generator, default_generator, get_rng_state, set_rng_state
from _conf import emit, emit_error


class Step(nn.Cell):
    def __init__(self, gen):
        super().__init__()
        self.gen = gen

    def construct(self, n):
        return self.gen._step(n)


def ints(pair):
    return [int(pair[0]), int(pair[1])]


g = Generator()
emit("manual_seed_returns_self", g.manual_seed(7) is g)
emit("initial_seed", g.initial_seed())
step = Step(g)
emit("step1", ints(step(ms.Tensor(1, ms.int64))))
emit("step2", ints(step(ms.Tensor(3, ms.int64))))
emit("step3", ints(step(ms.Tensor(1, ms.int64))))
state = g.get_state()
after = ints(g._step(ms.Tensor(2, ms.int64)))
g2 = Generator()
g2.set_state(state)
emit("restored_step", [after, ints(g2._step(ms.Tensor(2, ms.int64)))])
g.manual_seed(11)
emit("reseeded", ints(g._step(ms.Tensor(1, ms.int64))))
emit_error("manual_seed_float", lambda: g.manual_seed(1.5))
s = get_rng_state()
a = ints(default_generator._step(ms.Tensor(5, ms.int64)))
set_rng_state(s)
b = ints(default_generator._step(ms.Tensor(5, ms.int64)))
emit("default_restored", a == b)
emit("top_level_class", ms.Generator is Generator)

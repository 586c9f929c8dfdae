"""mindspore.common.generator.Generator's ``_step`` in graph code and eagerly.

MindSpore 2.10's Graph mode gives ``_step``'s (seed, offset) as Int64 Tensors of shape [1] (its step op's outputs),
PyNative as shape [] (the state Parameters themselves stay shape []); st/nn/test_generator.py returns them from a
Cell and a test printing them shows ``value= [5]``.  msgraph gave shape [] in both modes (found by session 51's
printed-output sweep of st/nn).
"""
import mindspore as ms
from mindspore import nn
from mindspore.common.generator import Generator
from _conf import emit


class Step(nn.Cell):
    def __init__(self, g):
        super().__init__()
        self.g = g

    def construct(self, s):
        seed, offset = self.g._step(s)
        return seed, offset, offset + 1


g = Generator()
g.manual_seed(7)
for k in (3, 2):
    out = Step(g)(ms.Tensor(k, ms.int64))
    emit(f"cell step {k}", [(str(o.dtype), o.shape, o.asnumpy().tolist()) for o in out])
emit("state after", g.get_state().asnumpy().tolist())
emit("state shape", g._offset.shape)
seed, offset = g._step(ms.Tensor(4, ms.int64))
emit("direct step", [(str(o.dtype), o.shape, o.asnumpy().tolist()) for o in (seed, offset)])
emit("state after direct", g.get_state().asnumpy().tolist())

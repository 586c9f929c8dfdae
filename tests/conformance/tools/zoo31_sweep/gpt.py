"""official/nlp/GPT: src/gpt.py imports mindspore.parallel._transformer, absent from MindSpore 2.10 (recorded: the
import error); the rest runs with a stand-in backbone (Embedding + Dense, the driver's own) and a masked
cross-entropy: src/utils' GPTConfig, LearningRate (warmup + cosine / polynomial), ClipByGlobalNorm (HyperMap over
MultitypeFuncGraphs, F.select) on fixed gradients, gpt.py's GPTWithLoss/EvalNet logic cannot be imported, so the
wrapper cell src/gpt_wrapcell.GPTTrainOneStepWithLossScaleCell (NPU float-status ops, clip_grad MultitypeFuncGraph,
DynamicLossScaleUpdateCell) is stepped with AdamWeightDecay(LearningRate) in both clip modes."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z31 import *
import mindspore.nn as nn
import mindspore.ops as ops
from mindspore import Tensor
import mindspore.common.dtype as mstype
from mindspore.nn.wrap.loss_scale import DynamicLossScaleUpdateCell

try:
    from src.gpt import GPT  # noqa: F401
    out("import_gpt", "ok")
except Exception as e:  # MindSpore 2.10 has no mindspore.parallel._transformer
    out("import_gpt", (type(e).__name__, str(e)))
from src.utils import GPTConfig, LearningRate, ClipByGlobalNorm
from src.gpt_wrapcell import GPTTrainOneStepWithLossScaleCell

cfg = GPTConfig(batch_size=2, seq_length=8, vocab_size=16, embedding_size=8, num_layers=1, num_heads=2)
out("config", sorted((k, str(v)) for k, v in vars(cfg).items()))
for cos in (True, False):
    lr = LearningRate(learning_rate=1e-2, end_learning_rate=1e-4, warmup_steps=2, decay_steps=6, use_cosine=cos)
    out(f"lr_{cos}", [lr(Tensor(np.array(s, np.int32))) for s in range(8)])
grads = tuple(Tensor(data(3, 4, k=i) * (1 + 2 * i)) for i in range(3))
out("clip_global", ClipByGlobalNorm()(grads))
out("clip_global_small", ClipByGlobalNorm(clip_norm=100.0)(grads))

class Backbone(nn.Cell):   # the driver's stand-in for GPT (which cannot be imported)
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(16, 8)
        self.dense = nn.Dense(8, 16)
    def construct(self, tokens, input_mask, past=None):
        h = self.emb(tokens) * ops.expand_dims(input_mask, -1)
        return ops.reshape(self.dense(h), (-1, 16))

class MaskedCE(nn.Cell):
    def __init__(self):
        super().__init__()
        self.ce = nn.SoftmaxCrossEntropyWithLogits(sparse=True)
    def construct(self, logits, labels, input_mask):
        return (self.ce(logits, labels) * input_mask).sum() / input_mask.sum()

class GPTWithLoss(nn.Cell):  # gpt.py's GPTWithLoss construct, as written there
    def __init__(self, network, loss, eos_token=15):
        super().__init__(auto_prefix=False)
        self.network = network
        self.loss = loss
        self.eos_token = eos_token
    def construct(self, input_ids, past=None):
        tokens = input_ids[:, :-1]
        input_mask = ops.cast(ops.not_equal(tokens, self.eos_token), mstype.float32)
        logits = self.network(tokens, input_mask, past)
        labels = input_ids[:, 1:]
        labels = ops.reshape(labels, (-1,))
        input_mask = ops.reshape(input_mask, (-1,))
        return self.loss(logits, labels, input_mask)

ids = [Tensor(((np.arange(18).reshape(2, 9) * (3 + i)) % 16).astype(np.int32)) for i in range(NSTEP)]
for gn in (False, True):
    net = GPTWithLoss(Backbone(), MaskedCE())
    set_weights(net, 0.5)
    out(f"loss_{gn}", net(ids[0]))
    lr = LearningRate(learning_rate=1e-2, end_learning_rate=1e-4, warmup_steps=1, decay_steps=4)
    params = net.trainable_params()
    decay = [p for p in params if 'bias' not in p.name.lower()]
    other = [p for p in params if 'bias' in p.name.lower()]
    opt = nn.AdamWeightDecay([{'params': decay, 'weight_decay': 1e-2}, {'params': other, 'weight_decay': 0.0},
                              {'order_params': params}], learning_rate=lr)
    upd = DynamicLossScaleUpdateCell(loss_scale_value=1024, scale_factor=2, scale_window=1000)
    tr = GPTTrainOneStepWithLossScaleCell(net, optimizer=opt, scale_update_cell=upd, enable_global_norm=gn)
    tr.set_train(True)
    res = []
    for i in range(NSTEP):
        r = guard(f"step_{gn}", tr, ids[i])
        if r is None:
            break
        res.append(r)
    out(f"steps_{gn}", res)
    weights(f"weights_{gn}", net)

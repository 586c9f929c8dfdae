"""official/nlp/Bert pretraining (2 layers, hidden 32, 4 heads, seq 16, vocab 60, dropout 0; COMPUTE=16 for the
float16 compute type of the zoo's Ascend config): BertPreTraining forward, BertNetworkWithLoss, parameter grads,
BertTrainOneStepWithLossScaleCell + DynamicLossScaleUpdateCell + Lamb with BertLearningRate and the decay filter
groups, BertTrainOneStepCell + AdamWeightDecay, and Model.train over a GeneratorDataset with LossCallBack."""
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z30 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.nn.wrap.loss_scale import DynamicLossScaleUpdateCell
from src.bert_model import BertConfig
from src.bert_for_pre_training import (BertPreTraining, BertNetworkWithLoss, BertTrainOneStepCell,
                                       BertTrainOneStepWithLossScaleCell)
from src.utils import BertLearningRate, LossCallBack

ct = ms.float16 if os.environ.get("COMPUTE") == "16" else ms.float32
cfg = BertConfig(seq_length=16, vocab_size=60, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=64, hidden_act="gelu", hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                 max_position_embeddings=32, type_vocab_size=2, compute_type=ct)
B, L, M = 2, 16, 4

def batch(k):
    ids = ((np.arange(B * L) * 7 + 3 * k) % 60).reshape(B, L).astype(np.int32)
    mask = np.ones((B, L), np.int32); mask[1, 12:] = 0
    tt = np.zeros((B, L), np.int32); tt[:, 8:] = 1
    nsl = np.array([[k % 2], [1 - k % 2]], np.int32)
    pos = np.array([[1, 4, 7, 9], [2, 3, 10, 11]], np.int32)
    mids = ((pos * 5 + k) % 60).astype(np.int32)
    mw = np.array([[1, 1, 1, 0], [1, 1, 0, 0]], np.float32)
    return [ids, mask, tt, nsl, pos, mids, mw]

def T(b):
    return [Tensor(a) for a in b]

pre = BertPreTraining(cfg, True, False)
out("names", set_weights(pre, 0.5))
b0 = T(batch(0))
if PERT != 1:
    pre.bert.bert_embedding_lookup.embedding_table.set_data(pre.bert.bert_embedding_lookup.embedding_table * PERT)
out("pretrain", guard("pretrain", pre, b0[0], b0[1], b0[2], b0[4]))

def mknet():
    n = BertNetworkWithLoss(cfg, True)
    set_weights(n, 0.5)
    if PERT != 1:
        e = n.bert.bert.bert_embedding_lookup.embedding_table
        e.set_data(e * PERT)
    return n

net = mknet()
out("loss", guard("loss", net, *b0))
if os.environ.get("GRAD", "1") == "1":
    g = guard("grads", ms.grad(net, grad_position=None, weights=net.trainable_params()), *b0)
    if g is not None:
        out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

def groups(n):
    params = n.trainable_params()
    f = lambda x: 'layernorm' not in x.name.lower() and 'bias' not in x.name.lower()
    return [{'params': list(filter(f, params)), 'weight_decay': 0.01},
            {'params': list(filter(lambda x: not f(x), params))}, {'order_params': params}]

# Lamb + dynamic loss scale
net = mknet()
lr = BertLearningRate(learning_rate=3e-2, end_learning_rate=0.0, warmup_steps=2, decay_steps=6, power=2.0)
opt = nn.Lamb(groups(net), learning_rate=lr, beta1=0.99, beta2=0.999, eps=1e-8)
step = BertTrainOneStepWithLossScaleCell(net, opt, DynamicLossScaleUpdateCell(2.0 ** 16, 2, 1000))
step.set_train()
res = []
for i in range(NSTEP):
    res.append(guard("lamb_step%d" % i, step, *T(batch(i))))
out("lamb_steps", res)
weights("lamb_weights", net)
# the same step with an explicit (1,)-shaped sens (the loss's shape: MindSpore's PyNative refuses the scalar
# loss-scale Parameter above; its Graph mode stops at NPUGetFloatStatusV2 on CPU)
net = mknet()
opt = nn.Lamb(groups(net), learning_rate=BertLearningRate(3e-2, 0.0, 2, 6, 2.0), beta1=0.99, beta2=0.999, eps=1e-8)
step = BertTrainOneStepWithLossScaleCell(net, opt, DynamicLossScaleUpdateCell(2.0 ** 16, 2, 1000))
step.set_train()
out("lamb_sens1_steps", [guard("lamb_sens1_step%d" % i, step, *T(batch(i)), Tensor([1024.0], ms.float32))
                         for i in range(NSTEP)])
weights("lamb_sens1_weights", net)
out("lamb_lrs", [lr(Tensor(np.array([i], np.int32))) for i in range(5)])

# AdamWeightDecay, no loss scale, clip by norm
net = mknet()
opt = nn.AdamWeightDecay(groups(net), learning_rate=BertLearningRate(1e-2, 0.0, 1, 6, 1.0), eps=1e-6)
step = BertTrainOneStepCell(net, opt, enable_clip_grad=True)
step.set_train()
out("adam_steps", [guard("adam_step%d" % i, step, *T(batch(i))) for i in range(NSTEP)])
weights("adam_weights", net)

# Model.train with the zoo's callback
net = mknet()
opt = nn.Lamb(groups(net), learning_rate=BertLearningRate(3e-2, 0.0, 2, 6, 2.0), eps=1e-8)
step = BertTrainOneStepWithLossScaleCell(net, opt, DynamicLossScaleUpdateCell(2.0 ** 16, 2, 1000))
cols = ["input_ids", "input_mask", "segment_ids", "next_sentence_labels", "masked_lm_positions", "masked_lm_ids",
        "masked_lm_weights"]
dset = ds.GeneratorDataset([tuple(batch(i)) for i in range(NSTEP)], cols, shuffle=False)
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
model = ms.train.Model(step)
guard("model_train", model.train, 1, dset, callbacks=[LossCallBack(dset.get_dataset_size()), Rec()],
      dataset_sink_mode=False)
out("model_outputs", seen)
weights("model_weights", net)

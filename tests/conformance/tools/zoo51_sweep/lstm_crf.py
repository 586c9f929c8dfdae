"""research/nlp/lstm_crf: Lstm_CRF (frozen nn.Embedding table, 2-layer bidirectional nn.LSTM over (T, B, E) with
the output .view'ed back, Dense emissions; CRF normalisation factor as a Python loop of log-sum-exp steps over the
sequence, real-path score from OneHot label pairs, Viterbi decoding with ArgMaxWithValue returning tuples of
backpointers) with vocabulary 30, embedding 12, hidden 8, batch 2, sequence 6, 5 tags (+ START / STOP), dropout 0.
Records: training loss, gradients, the decoder's backpointers and best tags (is_training False) and the zoo's
postprocess / F1 (binary and multilabel: ConfusionMatrixMetric f1), LSTMCRFLearningRate (WarmUpLR +
PolynomialDecayLR) values, and train.py's flow: AdamWeightDecay groups (decay filter layernorm / bias) on the schedule,
util.Lstm_CRF_Cell_CPU (fixed loss scale 2**16 from a DynamicLossScaleUpdateCell, ClipByNorm per gradient through a
MultitypeFuncGraph) under Model(netwithgrads).train for 2 epochs of a GeneratorDataset with TimeMonitor, the zoo's
LossCallBack and ModelCheckpoint (files in a temporary folder), the checkpoint loaded back with load_checkpoint /
load_param_into_net into a fresh network, then the predict-network decode and F1 as train.py's EvalCabllBack."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z51 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.optim import AdamWeightDecay
from mindspore.nn.wrap.loss_scale import DynamicLossScaleUpdateCell
from mindspore.train import Model, CheckpointConfig, ModelCheckpoint, TimeMonitor
from mindspore import load_checkpoint, load_param_into_net
from src.LSTM_CRF import Lstm_CRF, postprocess
from src import util
from src.util import F1, LSTMCRFLearningRate

V, E, H, B, T = 30, 12, 8, 2, 6
TAGS = {"O": 0, "B-NP": 1, "I-NP": 2, "B-VP": 3, "I-VP": 4}
emb = (data(V, E, k=1) * 0.5).astype(np.float32)
def mk(training=True):
    n = Lstm_CRF(vocab_size=V, tag_to_index=dict(TAGS), embedding_size=E, hidden_size=H, num_layers=2,
                 weight=ms.Tensor(emb), bidirectional=True, batch_size=B, seq_length=T, dropout=0.0,
                 is_training=training)
    names = set_trainable_weights(n, 0.8)
    tr = n.transitions.asnumpy().copy()      # the zoo's -10000 rows / columns for START / STOP, kept
    tr[5, :] = -10000; tr[:, 6] = -10000
    n.transitions.set_data(ms.Tensor(tr))
    return n, names
def batch(i):
    f = ((np.arange(B * T) * (7 + i) + 3 * i + 1) % V).reshape(B, T).astype(np.int32)
    l = ((np.arange(B * T) * (3 + i) + i) % 5).reshape(B, T).astype(np.int32)
    return f, l
f0, l0 = batch(0)
net, names = mk()
out("names", names)
out("loss", guard("loss", net, ms.Tensor(f0), ms.Tensor(l0)))
grads("grads", net, ms.Tensor(f0), ms.Tensor(l0))

def decode(label, n, f, l):     # n built with is_training=False (as eval.py): a changed attribute is a stale graph
    r = guard(label, n, ms.Tensor(f), ms.Tensor(l))  # in MindSpore's Graph mode (documented policy)
    if r is None:
        return
    bp, tag = r
    out(label, [[b[0] for b in bp], tag])
    out(label + ".path", [[int(v) for v in p] for p in postprocess(bp, tag)])
    f1 = F1(len(TAGS)); f1.update(r, ms.Tensor(l))
    out(label + ".f1_binary", [int(f1.TP), int(f1.FP), int(f1.FN)])
    f1m = guard(label + ".f1_multi", F1, len(TAGS), "multilabel")
    if f1m is not None and guard(label + ".f1_multi", f1m.update, r, ms.Tensor(l)) is not None:
        out(label + ".f1_multi", guard(label + ".f1_multi", f1m.eval))
decode("decode", mk(False)[0], f0, l0)
sched = LSTMCRFLearningRate(learning_rate=0.002, end_learning_rate=1e-10, warmup_steps=2, decay_steps=8, power=1.0)
out("lr", [sched(ms.Tensor(np.array([s], np.float32))) for s in range(9)])

NB = max(NSTEP, 2)
data_list = [batch(i) for i in range(NB)]
def dset():
    return ds.GeneratorDataset([(f.reshape(B, T), l.reshape(B, T)) for f, l in data_list], ["feature", "label"],
                               shuffle=False)
net, _ = mk()
params = net.trainable_params()
filt = lambda x: "layernorm" not in x.name.lower() and "bias" not in x.name.lower()
groups = [{'params': [p for p in params if filt(p)], 'weight_decay': 1e-5},
          {'params': [p for p in params if not filt(p)], 'weight_decay': 0.0}]
sched = LSTMCRFLearningRate(learning_rate=0.002, end_learning_rate=1e-10, warmup_steps=1, decay_steps=2 * NB, power=1.0)
opt = AdamWeightDecay(params=groups, learning_rate=sched, eps=1e-6)
cell = util.Lstm_CRF_Cell_CPU(net, optimizer=opt,
                              scale_update_cell=DynamicLossScaleUpdateCell(loss_scale_value=2 ** 16, scale_factor=2,
                                                                           scale_window=100))
model = Model(cell)
tmp = tempfile.mkdtemp(prefix="zoo51_lstmcrf_")
ck = ModelCheckpoint(prefix="lstm_crf", directory=tmp, config=CheckpointConfig(save_checkpoint_steps=NB,
                                                                                keep_checkpoint_max=3))
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
d = dset().batch(1, drop_remainder=True).map(lambda a: a.reshape(B, T), ["feature"]).map(lambda a: a.reshape(B, T), ["label"])
guard("train", model.train, 2, d, callbacks=[TimeMonitor(NB), util.LossCallBack(NB, "CPU"), Rec(), ck],
      dataset_sink_mode=False)
out("train", seen)
weights("train_w", net)
out("ckpt_files", sorted(os.listdir(tmp)))
fresh, _ = mk(False)
files = sorted(f for f in os.listdir(tmp) if f.endswith(".ckpt"))
if files:
    pd = load_checkpoint(os.path.join(tmp, files[-1]))
    out("ckpt_keys", sorted(pd))
    out("load_not_loaded", guard("load", load_param_into_net, fresh, pd))
    weights("loaded_w", fresh)
    for i, (f, l) in enumerate(data_list):
        decode("eval%d" % i, fresh, f, l)

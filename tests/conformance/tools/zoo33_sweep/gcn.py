"""official/gnn/GCN: GCN (two GraphConvolution layers: Dense(has_bias=False, glorot numpy init) then MatMul(adj, .),
relu) on a 12-node synthetic graph (src/dataset.py's normalize_adj on a ring + chords, 10 features, 3 classes),
add_flags_recursive(fp16=True) as train.py does: forward (eval, dropout 0.5 built), the zoo's masked Loss
(L2Loss weight decay on the first weight, SoftmaxCrossEntropyWithLogits()[0], mask / mean(mask)) and Accuracy
(Argmax/Equal), LossAccuracyWrapper, parameter grads, TrainNetWrapper (the zoo's own TrainOneStepCell with
Fill'ed sens and defer_inline flag, Adam lr 0.01) for NSTEP epochs as run_train() loops (dropout None for
determinism), save_checkpoint / load_checkpoint(net=...) into a fresh GCN and the test wrapper; then
run_gpu_train()'s GCN_GPU + Loss_Gpu in Model(amp_level="O3") trained on a NumpySlicesDataset with
LossMonitor and ModelCheckpoint, and the zoo's EvalCallBack (eval Model with nn.Accuracy... metrics, best ckpt)."""
import os, sys, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import scipy.sparse as sp
import mindspore.nn as nn
import mindspore.dataset as ds
from src.gcn import GCN, GCN_GPU
from src.metrics import LossAccuracyWrapper, TrainNetWrapper, Loss_Gpu
from src.config import ConfigGCN
from src.dataset import normalize_adj, get_mask
from src.eval_callback import EvalCallBack

N, C, K = 12, 10, 3
a = np.zeros((N, N), np.float32)
for i in range(N):
    a[i, (i + 1) % N] = 1
    a[i, (i * 5 + 3) % N] = 1
adj = sp.coo_matrix(a)
adj = adj + adj.T.multiply(adj.T > adj) + sp.eye(N)
adj_np = np.array(normalize_adj(adj).todense())
out("adj", adj_np)
feat = data(N, C) * PERT
label = np.arange(N) % K
onehot = np.eye(N, K)[label].astype(np.float32)
train_mask, eval_mask, test_mask = get_mask(N, 0, 6), get_mask(N, 6, 9), get_mask(N, 9, 12)

class Cfg(ConfigGCN):
    hidden1 = 8
    dropout = None
cfg0 = ConfigGCN()
cfg0.hidden1 = 8
net = GCN(cfg0, C, K)
net.add_flags_recursive(fp16=True)
out("names", set_weights(net, 0.5))
net.set_train(False)
A, X = ms.Tensor(adj_np), ms.Tensor(feat)
out("eval", guard("eval", net, A, X))
la = LossAccuracyWrapper(net, onehot, eval_mask, cfg0.weight_decay)
la.set_train(False)
out("loss_acc", guard("loss_acc", la, A, X))

cfg = Cfg()
net = GCN(cfg, C, K)
net.add_flags_recursive(fp16=True)
set_weights(net, 0.5)
from src.metrics import LossWrapper
lw = LossWrapper(net, onehot, train_mask, cfg.weight_decay)
g = guard("grads", ms.grad(lw, grad_position=None, weights=net.trainable_params()), A, X)
if g is not None:
    out("grads", list(g))
train_net = TrainNetWrapper(net, onehot, train_mask, cfg)
eval_net = LossAccuracyWrapper(net, onehot, eval_mask, cfg.weight_decay)
hist = []
for epoch in range(NSTEP + 2):
    train_net.set_train()
    r = guard("train%d" % epoch, train_net, A, X)
    eval_net.set_train(False)
    e = guard("evalnet%d" % epoch, eval_net, A, X)
    hist.append([r, e])
out("train_hist", hist)
weights("train_w", net)
save = tempfile.mkdtemp()
ck = os.path.join(save, "gcn.ckpt")
ms.save_checkpoint(net, ck)
net_t = GCN(cfg, C, K)
out("load_ret", guard("load", ms.load_checkpoint, ck, net=net_t) is not None)
net_t.add_flags_recursive(fp16=True)
tn = LossAccuracyWrapper(net_t, onehot, test_mask, cfg.weight_decay)
tn.set_train(False)
out("test", guard("test", tn, A, X))

# run_gpu_train(): GCN_GPU + Loss_Gpu in Model(amp_level="O3") on a NumpySlicesDataset
gnet = GCN_GPU(cfg, C, K, A)
set_weights(gnet, 0.5)
d = {"feature": np.expand_dims(feat, 0), "label": np.expand_dims(onehot, 0)}
crit = Loss_Gpu(eval_mask, cfg.weight_decay, gnet.trainable_params()[0])
opt = nn.Adam(gnet.trainable_params(), learning_rate=cfg.learning_rate)
model = ms.Model(gnet, loss_fn=crit, optimizer=opt, amp_level="O3")
eval_model = ms.Model(gnet, loss_fn=crit, metrics={"Acc": nn.Accuracy()})
def apply_eval(p):
    return p["model"].eval(p["dataset"], dataset_sink_mode=False)[p["metrics_name"]]
ecb = EvalCallBack(apply_eval, {"model": eval_model, "dataset": ds.NumpySlicesDataset(data=d), "metrics_name": "Acc"},
                   interval=1, eval_start_epoch=1, save_best_ckpt=True, ckpt_directory=save,
                   best_ckpt_name="best.ckpt", metrics_name="Acc")
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
guard("gpu_train", model.train, NSTEP, ds.NumpySlicesDataset(data=d), callbacks=[ms.train.LossMonitor(), Rec(), ecb],
      dataset_sink_mode=False)
out("gpu_losses", seen)
weights("gpu_w", gnet)
out("files", sorted(os.listdir(save)))

"""research/nlp/textcnn: TextCNN(vocab 50, word_len 12, vec_length 8, 2 classes) on 4x12 int32 token ids
(ExpandDims -> Embedding on a 4-D index -> three Conv2d(k x vec_length, pad 1) + ReLU + MaxPool2d towers ->
ReduceMax over (2, 3) -> Concat -> Dropout -> Dense): forward (eval), the zoo's SoftmaxCrossEntropyExpand
(sparse: OneHot, ReduceMax/Exp/Div/Log, scalar_to_tensor(-1.0)), parameter grads; train.py's Model with
Adam(filter(requires_grad), lr=<warm_up + normal_run + shrink list>, weight_decay 3e-5) and metrics {'acc': Accuracy()},
Model.train with LossMonitor, Model.eval (eval.py's SoftmaxCrossEntropyWithLogits + Accuracy), and the zoo's
EvalCallback (Model.eval at each epoch end, best_acc.ckpt saved and loaded back)."""
import os, sys, math, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _z33 import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore.nn.metrics import Accuracy
from src.textcnn import TextCNN, SoftmaxCrossEntropyExpand, EvalCallback

V, L, E, B = 50, 12, 8, 4
def ids(k):
    return ((np.arange(B * L).reshape(B, L) * (7 + k) + 3 * k) % V).astype(np.int32)
x = ms.Tensor(ids(0))
y = ms.Tensor(np.array([0, 1, 1, 0], np.int32))
net = TextCNN(vocab_len=V, word_len=L, num_classes=2, vec_length=E)
out("names", set_weights(net, 0.5 * PERT))
net.set_train(False)
out("eval", guard("eval", net, x))
loss = SoftmaxCrossEntropyExpand(sparse=True)
out("loss_expand", guard("loss_expand", loss, ms.Tensor(data(B, 2)), y))
wl = nn.WithLossCell(net, loss)
out("loss", guard("loss", wl, x, y))
g = guard("grads", ms.grad(wl, grad_position=None, weights=net.trainable_params()), x, y)
if g is not None:
    out("grads", {p.name: v for p, v in zip(net.trainable_params(), g)})

epoch_size, batch_num, base_lr = 5, NSTEP, 1e-3
warm_up = [base_lr / math.floor(epoch_size / 5) * (i + 1) for _ in range(batch_num) for i in range(math.floor(epoch_size / 5))]
shrink = [base_lr / (16 * (i + 1)) for _ in range(batch_num) for i in range(math.floor(epoch_size * 3 / 5))]
normal_run = [base_lr for _ in range(batch_num) for i in
              range(epoch_size - math.floor(epoch_size / 5) - math.floor(epoch_size * 2 / 5))]
learning_rate = warm_up + normal_run + shrink
out("lr", learning_rate)

def dset(k0=0, n=NSTEP):
    return ds.GeneratorDataset([(ids(k0 + i)[j], np.array((i + j) % 2, np.int32)) for i in range(n) for j in range(B)],
                               ["data", "label"], shuffle=False).batch(B, drop_remainder=True)
net = TextCNN(vocab_len=V, word_len=L, num_classes=2, vec_length=E)
net.drop = nn.Identity()   # Model.train sets training mode: deterministic steps
set_weights(net, 0.5)
opt = nn.Adam(filter(lambda x: x.requires_grad, net.get_parameters()), learning_rate=learning_rate, weight_decay=3e-5)
model = ms.Model(net, loss_fn=SoftmaxCrossEntropyExpand(sparse=True), optimizer=opt, metrics={'acc': Accuracy()})
save = tempfile.mkdtemp()
seen = []
class Rec(ms.train.Callback):
    def step_end(self, rc):
        seen.append(rc.original_args().net_outputs)
evcb = EvalCallback(model, dset(7, 2), save_path=save)
guard("train", model.train, 2, dset(), callbacks=[ms.train.LossMonitor(1), Rec(), evcb], dataset_sink_mode=False)
out("train_losses", seen)
out("best_acc", evcb.best_acc)
weights("train_weights", net)
out("ckpt_files", sorted(os.listdir(save)))
if os.path.exists(os.path.join(save, "best_acc.ckpt")):
    pd = ms.load_checkpoint(os.path.join(save, "best_acc.ckpt"))
    out("ckpt_keys", sorted(pd))
    net2 = TextCNN(vocab_len=V, word_len=L, num_classes=2, vec_length=E)
    out("load_ret", ms.load_param_into_net(net2, pd))
    net2.set_train(False)
    model2 = ms.Model(net2, loss_fn=nn.SoftmaxCrossEntropyWithLogits(sparse=True), optimizer=opt, metrics={'acc': Accuracy()})
    out("eval_acc", guard("eval_acc", model2.eval, dset(7, 2)))
    out("eval_out", net2(x))

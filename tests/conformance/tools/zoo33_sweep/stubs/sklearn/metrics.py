"""zoo33 stub: roc_auc_score as the Mann-Whitney statistic with tied scores given their average rank."""
import numpy as np


def roc_auc_score(y_true, y_score):
    y = np.asarray(y_true).ravel() > 0.5
    s = np.asarray(y_score, np.float64).ravel()
    order = np.argsort(s, kind="mergesort")
    ranks = np.empty(len(s))
    ss = s[order]
    i = 0
    while i < len(ss):
        j = i
        while j + 1 < len(ss) and ss[j + 1] == ss[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1
        i = j + 1
    npos, nneg = int(y.sum()), int((~y).sum())
    if npos == 0 or nneg == 0:
        raise ValueError("Only one class present in y_true. ROC AUC score is not defined in that case.")
    return float((ranks[y].sum() - npos * (npos + 1) / 2.0) / (npos * nneg))


def accuracy_score(y_true, y_pred):
    """zoo47 (research/recommend/dlrm's AccMetric): the fraction of equal labels."""
    return float(np.mean(np.asarray(y_true).ravel() == np.asarray(y_pred).ravel()))
